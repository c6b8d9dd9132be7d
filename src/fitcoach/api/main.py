"""The ASGI app uvicorn serves (``fitcoach.api.main:app``), configured from the environment."""

from fitcoach.api.app import create_app

app = create_app()

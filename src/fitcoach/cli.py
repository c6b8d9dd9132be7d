"""The ``fitcoach`` command: serve the API, manage the database, users and foods, parse and estimate."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from fitcoach.config import Settings, get_settings

Handler = Callable[[argparse.Namespace, Settings], int]

# Each command imports what it needs when it runs: `parse` must start in well under a second, so it
# must not pay for uvicorn, Alembic or the HTTP stack.


def say(text: str) -> None:
    """What a command tells the person running it (standard output, one line)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from fitcoach.bootstrap import prepare_database

    prepare_database(settings.resolved_database_url)
    settings.resolved_secret_key()  # generate it once, before several workers race to
    if args.workers > 1:
        os.environ["FITCOACH_MULTIPLE_WORKERS"] = "true"  # read by each worker's settings
        if not settings.redis_url:
            say("note: the coach's tool cache is off across workers; set FITCOACH_REDIS_URL to share one")
    say(f"fitcoach serving on http://{args.host}:{args.port}")
    uvicorn.run(
        "fitcoach.api.main:app",
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_level=args.log_level,
        proxy_headers=True,
    )
    return 0


def _db_upgrade(_args: argparse.Namespace, settings: Settings) -> int:
    from fitcoach.bootstrap import prepare_database

    prepare_database(settings.resolved_database_url)
    say("database is up to date")
    return 0


def _users_create(args: argparse.Namespace, settings: Settings) -> int:
    from fitcoach.bootstrap import prepare_database
    from fitcoach.users_cli import create_user

    prepare_database(settings.resolved_database_url)
    token = asyncio.run(create_user(settings, args.email, args.password))
    say(f"created user {args.email}; API token: {token}")
    return 0


def _foods_import_usda(args: argparse.Namespace, settings: Settings) -> int:
    from fitcoach.bootstrap import prepare_database
    from fitcoach.nutrition.importer import import_usda

    prepare_database(settings.resolved_database_url)
    written = asyncio.run(import_usda(settings, Path(args.path), show_progress=not args.quiet))
    say(f"imported {written} foods into the public catalog")
    return 0


def _parse(args: argparse.Namespace, settings: Settings) -> int:
    from fitcoach.coach.engine.cli import run_parse
    from fitcoach.knowledge_cli import load_knowledge

    code: int = run_parse(args, load_knowledge(settings))
    return code


def _estimate(args: argparse.Namespace, settings: Settings) -> int:
    from fitcoach.coach.engine.cli import run_estimate
    from fitcoach.knowledge_cli import load_knowledge

    code: int = run_estimate(args, load_knowledge(settings))
    return code


def build_parser() -> argparse.ArgumentParser:
    from fitcoach.coach.engine.cli import add_estimate_arguments, add_parse_arguments

    parser = argparse.ArgumentParser(
        prog="fitcoach", description="A self-hostable AI fitness and nutrition coach."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = commands.add_parser("serve", help="migrate the database and serve the API")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve.add_argument("--workers", type=int, default=1, help="number of API processes (default 1)")
    serve.add_argument(
        "--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"]
    )
    serve.set_defaults(handler=_serve)

    db = commands.add_parser("db", help="database maintenance")
    db_commands = db.add_subparsers(dest="db_command", required=True, metavar="ACTION")
    db_commands.add_parser(
        "upgrade", help="migrate to the latest schema and refresh the built-in catalogs"
    ).set_defaults(handler=_db_upgrade)

    users = commands.add_parser("users", help="manage users")
    user_commands = users.add_subparsers(dest="users_command", required=True, metavar="ACTION")
    create = user_commands.add_parser("create", help="create a user and print an API token (its last word)")
    create.add_argument("email", help="the new user's email address")
    create.add_argument(
        "--password",
        default=None,
        help="a password for web log-in (default: a random one; the token works without it)",
    )
    create.set_defaults(handler=_users_create)

    foods = commands.add_parser("foods", help="manage the food catalog")
    food_commands = foods.add_subparsers(dest="foods_command", required=True, metavar="ACTION")
    usda = food_commands.add_parser(
        "import-usda", help="import USDA SR28/SR Legacy ASCII files or a FoodData Central CSV download"
    )
    usda.add_argument("path", help="folder holding FOOD_DES.txt… (SR28) or food.csv… (FoodData Central)")
    usda.add_argument("--quiet", action="store_true", help="no progress bar")
    usda.set_defaults(handler=_foods_import_usda)

    parse = commands.add_parser("parse", help="show what the offline engine would log for a message")
    add_parse_arguments(parse)
    parse.set_defaults(handler=_parse)

    estimate = commands.add_parser("estimate", help="estimate the nutrition of a meal description")
    add_estimate_arguments(estimate)
    estimate.set_defaults(handler=_estimate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    settings = get_settings()
    try:
        code: int = args.handler(args, settings)
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # the CLI's edge: a sentence, not a traceback
        from fitcoach.core.errors import FitcoachError

        if not isinstance(e, FitcoachError) and os.environ.get("FITCOACH_DEBUG"):
            raise
        sys.stderr.write(f"fitcoach: {getattr(e, 'message', None) or e}\n")
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())

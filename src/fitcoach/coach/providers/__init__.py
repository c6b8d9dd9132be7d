"""Model providers behind one protocol (``base.Provider``), built only by ``factory.build_provider``.

Vendor adapters (``openai``, ``anthropic``, ``gemini``) translate ``fitcoach.coach.messages`` to
their wire format and back, and their errors to ``errors``. The zero-token offline engine
(``fitcoach.coach.engine.provider``) is not built here: the coach service runs it itself.
Nothing is re-exported here, so importing one module does not load every vendor SDK.
"""

"""fitcoach: a self-hostable AI fitness and nutrition coach."""

__version__ = "0.1.0"

"""Counting a function's calls in a test, the function still doing its work."""


def calls_of(monkeypatch, owner, name: str) -> list:
    """From now on, each call of `owner.name` appends its arguments to the list returned (a
    method patched on its class gets `self` first); the real one still runs and answers."""
    calls = []
    real = getattr(owner, name)

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls

"""Errors a player or a save can run into, each a ValueError with a message that says what was wrong."""


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point; the match is left unchanged."""


class BadSave(ValueError):
    """Save data that cannot be restored: corrupted, foreign, of a newer version, or replaying illegally."""

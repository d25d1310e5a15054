"""The build tooling behind build.py (stdlib only, so the system python3 runs it on a fresh machine)."""

"""The static server of dist/ (build.py serve, and the e2e tests)."""

from __future__ import annotations

import functools
import http.server
import sys
from pathlib import Path

from tools.common import DIST, log
from tools.site import cmd_build

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".py": "text/plain",
    ".snap": "application/octet-stream",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types PyScript needs, revalidated on every load.

    `prefix` serves the site under a sub-path (e.g. "/pygames/"), as a static host might.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    prefix = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "outside-the-prefix" / "404")  # never exists: a 404
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        # no-cache = revalidate (cheap 304s): edits show up on reload, the service worker still works.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded server that does not print a traceback each time a browser drops a download."""

    daemon_threads = True
    # socketserver's default backlog of 5 overflows when the service worker precaches the whole build
    # while the page and the AI worker load Pyodide: refused connections showed up as failed fetches.
    request_queue_size = 128

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, quiet: bool = True, prefix: str = "/",
                handler_class: type[SiteHandler] = SiteHandler) -> SiteServer:
    """A threaded static server over `directory` on 127.0.0.1 (port 0 picks a free port)."""
    handler_class = type("Handler", (handler_class,), {"quiet": quiet, "prefix": prefix})
    return SiteServer(("127.0.0.1", port), functools.partial(handler_class, directory=str(directory)))


def cmd_serve(port: int) -> None:
    """Build, then serve dist/ until interrupted."""
    cmd_build()
    server = make_server(DIST, port, quiet=False)
    log(f"serving dist/ on http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass

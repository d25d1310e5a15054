"""The static server of dist/ (build.py serve, and the e2e tests)."""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import os
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


# How a static host answers a browser that accepts compressed bodies, one mode per kind of host:
# "precompressed": the .br or .gz file build.py wrote next to the one asked for, when there is one (as
#   hosts with precompressed files do: Caddy's `precompressed`, nginx's gzip_static/brotli_static);
# "gzip": the file gzipped as it is sent, for text, script and wasm types (as most page hosts do);
# "none": the file as it is (a plain host).
COMPRESSIONS = ("precompressed", "gzip", "none")
SIBLINGS = (("br", ".br"), ("gzip", ".gz"))  # best first
ON_THE_FLY = ("text/", "application/javascript", "application/json", "application/wasm",
              "application/manifest+json", "image/svg+xml")


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header accepts (those not given q=0)."""
    accepted = set()
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        if name and params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
            accepted.add(name.strip().lower())
    return accepted


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types PyScript needs, revalidated on every load.

    `prefix` serves the site under a sub-path (e.g. "/pygames/"), as a static host might; `compression`
    is one of COMPRESSIONS.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    prefix = "/"
    compression = "precompressed"
    encoded: tuple[str, bytes] | None = None  # this response's content coding and body, if compressed
    # Files gzipped on the fly, by (path, mtime): a host caches them too, and gzipping the wasm each
    # time would make the server, not the network, the slow part of a benchmark.
    gzipped: dict[tuple[str, float], bytes] = {}

    def encode(self, path: str) -> tuple[str, bytes] | None:
        """The content coding and body to send for the file at `path`, or None to send it as it is."""
        if self.compression == "none" or not os.path.isfile(path):
            return None
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        if self.compression == "precompressed":
            for coding, suffix in SIBLINGS:
                if coding in accepted and os.path.isfile(path + suffix):
                    return coding, Path(path + suffix).read_bytes()
            return None
        if "gzip" not in accepted or not self.guess_type(path).startswith(ON_THE_FLY):
            return None
        key = (path, os.stat(path).st_mtime)
        if key not in self.gzipped:
            self.gzipped[key] = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
        return "gzip", self.gzipped[key]

    def send_head(self):
        # The base class does the rest (404s, If-Modified-Since, headers); the body and its length
        # are swapped here and in send_header when the file goes compressed.
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")  # what the base class sends for a folder
        self.encoded = self.encode(path)
        body = super().send_head()
        if body is not None and self.encoded is not None:
            body.close()
            return io.BytesIO(self.encoded[1])
        return body

    def send_header(self, keyword: str, value: str) -> None:
        if self.encoded is not None and keyword == "Content-Length":
            self.send_header("Content-Encoding", self.encoded[0])
            value = str(len(self.encoded[1]))
        super().send_header(keyword, value)

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "outside-the-prefix" / "404")  # never exists: a 404
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        # no-cache = revalidate (cheap 304s): edits show up on reload, the service worker still works.
        self.send_header("Cache-Control", "no-cache")
        if self.compression != "none":
            self.send_header("Vary", "Accept-Encoding")
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
                handler_class: type[SiteHandler] = SiteHandler,
                compression: str = "precompressed") -> SiteServer:
    """A threaded static server over `directory` on 127.0.0.1 (port 0 picks a free port).

    `compression` is how it answers browsers that accept compressed bodies (COMPRESSIONS).
    """
    if compression not in COMPRESSIONS:
        raise ValueError(f"compression {compression!r} is not one of {COMPRESSIONS}")
    handler_class = type("Handler", (handler_class,), {"quiet": quiet, "prefix": prefix,
                                                       "compression": compression})
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

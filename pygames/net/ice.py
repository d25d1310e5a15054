"""The ICE servers a browser asks to find a way to its friend's: the default STUN server, and the setting.

A link for a friend elsewhere carries STUN servers (see `pygames.net.signal`); a TURN server is each
person's own setting, parsed here, and never travels.
"""

from __future__ import annotations

import re

from pygames.core.i18n import _

DEFAULT_STUN = "stun:stun.l.google.com:19302"  # a public STUN server, code 0 in an invitation


def parse_ice_servers(text: str) -> list[dict[str, str]]:
    """RTCIceServer entries from a setting: one server a line, `URL [username credential]`.

    stun: and turn: (and turns:) URLs only; a blank line or one starting with # is skipped. Raises
    ValueError naming the line that is wrong.
    """
    servers = []
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        url = fields[0]
        if not re.fullmatch(r"(stun|turns?):[^\s]+", url):
            raise ValueError(_("line {number}: {url} is not a stun: or turn: URL").format(
                number=number, url=repr(url)))
        if url.startswith("turn") and len(fields) != 3:
            raise ValueError(_("line {number}: a TURN server needs a user name and a password after its "
                               "URL").format(number=number))
        if url.startswith("stun") and len(fields) != 1:
            raise ValueError(_("line {number}: a STUN server is only a URL").format(number=number))
        server = {"urls": url}
        if len(fields) == 3:
            server.update(username=fields[1], credential=fields[2])
        servers.append(server)
    return servers

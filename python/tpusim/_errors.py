"""tpusim.Error: what a failed tpusim call raises.

The C++ side (python/tpusim_module.cc) raises this class with the full
diagnostic and the absl status code; the location is parsed here from the
compiler-style first line "FILE:LINE:COL: error: message" that tpusim's
diagnostics use (hlo/base/diagnostic.h).
"""

from __future__ import annotations

import re
from typing import Optional

# FILE may itself hold ':' (a Windows path, "<string>"), so LINE and COL are
# taken from the right of the part before ": error: ".
_DIAGNOSTIC = re.compile(r"^(?P<file>.*?)(?::(?P<line>\d+))?(?::(?P<column>\d+))?: error: (?P<message>.*)$")


class Error(Exception):
    """A tpusim error: bad input, an unknown chip, a program tpusim cannot size.

    ``str(error)`` is the whole diagnostic as the CLI prints it (with the
    source line and a caret when known). ``file``, ``line`` and ``column``
    are None when the message carries no location; ``code`` is the status
    code name ("INVALID_ARGUMENT", "NOT_FOUND", ...).
    """

    file: Optional[str]
    line: Optional[int]
    column: Optional[int]
    message: str
    code: Optional[str]

    def __init__(self, text: str, code: Optional[str] = None) -> None:
        super().__init__(text)
        self.code = code
        first_line = text.split("\n", 1)[0]
        match = _DIAGNOSTIC.match(first_line)
        if match is None:
            self.file = self.line = self.column = None
            self.message = first_line
            return
        self.file = match["file"]
        self.line = int(match["line"]) if match["line"] else None
        self.column = int(match["column"]) if match["column"] else None
        self.message = match["message"]

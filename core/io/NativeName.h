// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A file or folder name as the file system spells it (bytes, not necessarily UTF-8) turned into text
// that keeps it distinct: two folders that differ only in bytes that are not UTF-8 stay two
// configurations, and the reader sees which bytes they were.
#include <QByteArray>
#include <QString>

namespace scalescope::io {

// UTF-8 as it is; each byte that is not part of valid UTF-8 written as \xNN (two hex digits), a
// backslash in such a name written as \\ so the escapes cannot be mistaken.
QString textOfNativeName(const QByteArray &native);

} // namespace scalescope::io

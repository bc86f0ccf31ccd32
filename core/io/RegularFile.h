// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a file a user (or a file) named, without trusting what it is: opened non-blocking, so a
// FIFO or a device never hangs the caller, refused unless it is a regular file, and refused when it
// is larger than the caller's limit rather than read cut short.
#include <QByteArray>
#include <QString>

#include <optional>

namespace scalescope::io {

// The file's bytes, or nullopt with *error saying why in words ("not a regular file (a FIFO)",
// "larger than 64 MiB", the system's reason).
std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, QString *error = nullptr);
// The same for a path as the file system spells it (bytes that need not be UTF-8).
std::optional<QByteArray> readRegularFileAt(const QByteArray &nativePath, qint64 maxBytes, QString *error = nullptr);

// Whether `path` names a regular file (after symbolic links), without opening it.
bool isRegularFile(const QString &path);

} // namespace scalescope::io

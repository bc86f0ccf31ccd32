// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whole-file writes that never leave a half-written file: either the new content lands or the
// old file stays as it was (a temporary "<name>.tmp.<pid>.<n>" beside it, synced and renamed over
// it). A temporary left by a writer that was killed is removed by the next write.
#include <QByteArray>
#include <QString>

namespace scalescope::io {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace scalescope::io

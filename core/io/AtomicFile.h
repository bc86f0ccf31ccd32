#pragma once
// Whole-file writes that never leave a half-written file: either the new content lands or the
// old file stays as it was (QSaveFile: a temporary file renamed over the target).
#include <QByteArray>
#include <QString>

namespace scalescope {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace scalescope

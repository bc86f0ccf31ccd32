// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// JSON text for ScaleScope's own documents: the "schema" member first, then the rest with keys
// sorted as QJsonDocument writes them, so that a file manager's MIME sniffing (which reads only the
// first few kilobytes) recognises a session, dataset or probe run by its content.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace scalescope::io {

QByteArray jsonWithSchemaFirst(const QJsonObject &root, QJsonDocument::JsonFormat format = QJsonDocument::Indented);

// A value, or null where there is none.
inline QJsonValue jsonNumberOrNull(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace scalescope::io

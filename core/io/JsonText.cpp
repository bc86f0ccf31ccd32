// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/JsonText.h"

#include <QJsonArray>

namespace scalescope::io {

QByteArray jsonWithSchemaFirst(const QJsonObject &root, QJsonDocument::JsonFormat format)
{
    const auto schema = root.constFind(QLatin1String("schema"));
    if (schema == root.constEnd())
        return QJsonDocument(root).toJson(format);
    QJsonObject rest = root;
    rest.remove(QLatin1String("schema"));
    // The schema member as QJsonDocument would write it (escaping included): `["…"]` less its brackets.
    QByteArray value = QJsonDocument(QJsonArray{*schema}).toJson(QJsonDocument::Compact);
    value = value.mid(1, value.size() - 2);
    const QByteArray body = QJsonDocument(rest).toJson(format);
    const bool indented = format == QJsonDocument::Indented;
    const QByteArray member = indented ? QByteArray("    \"schema\": ") + value : QByteArray("\"schema\":") + value;
    QByteArray text;
    if (rest.isEmpty())
        text = indented ? QByteArray("{\n" + member + "\n}\n") : QByteArray("{" + member + "}");
    // body is "{\n    \"a\": …" (indented) or "{\"a\":…" (compact): the member goes right after the brace.
    else if (indented)
        text = "{\n" + member + ",\n" + body.mid(2);
    else
        text = "{" + member + "," + body.mid(1);
    return text;
}

} // namespace scalescope::io

#pragma once
// JSON text for ScaleScope's own documents: the "schema" member first, then the rest with keys
// sorted as QJsonDocument writes them, so that a file manager's MIME sniffing (which reads only the
// first few kilobytes) recognises a session, dataset or probe run by its content.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace scalescope {

QByteArray jsonWithSchemaFirst(const QJsonObject &root, QJsonDocument::JsonFormat format = QJsonDocument::Indented);

} // namespace scalescope

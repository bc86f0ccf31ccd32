#pragma once
// Writing configurations as CSV and JSON (C locale), and saving files atomically.
#include "core/Dataset.h"

#include <QByteArray>

namespace scalescope {

// Columns of `scalescope-cli import --format csv`, in order.
QStringList importCsvColumns();
QByteArray configurationsToCsv(const QList<Configuration> &configurations);
QByteArray datasetToJson(const Dataset &dataset);

// A number as the C locale writes it, shortest form that reads back equal; empty for nullopt.
QString formatNumber(std::optional<double> value);
QString formatCount(std::optional<int> value);

// Writes via QSaveFile: either the whole new content lands or the old file stays.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

}  // namespace scalescope

#pragma once
// Writing CSV the way every ScaleScope file does: C locale, numbers in the shortest form that
// reads back equal, fields quoted only when they need it (RFC 4180).
#include <QString>

#include <optional>

namespace scalescope {

// Quotes a field when it holds a comma, a quote, a line break or edge spaces.
QString csvField(const QString &value);

// A number as the C locale writes it, shortest form that reads back equal; empty for nullopt.
QString formatNumber(std::optional<double> value);
QString formatCount(std::optional<int> value);

} // namespace scalescope

// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing CSV the way every ScaleScope file does: C locale, numbers in the shortest form that
// reads back equal, fields quoted only when they need it (RFC 4180).
#include <QString>

#include <optional>

namespace scalescope::io {

// Quotes a field when it holds a comma, a quote, a line break or edge spaces. A text that a
// spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return and is not
// a number) gets a leading apostrophe, as spreadsheet-safe CSV writers do; so does a text that
// already starts with an apostrophe before one of those, so that reading it back is exact.
QString csvField(const QString &value);

// A field as csvField wrote it, read back: the apostrophe it added taken away.
QString csvFieldText(const QString &field);

// A number as the C locale writes it, shortest form that reads back equal; empty for nullopt.
QString formatNumber(std::optional<double> value);
QString formatCount(std::optional<int> value);

} // namespace scalescope::io

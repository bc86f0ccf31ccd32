// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Flat results tables: the MLCommons result summarizer's CSV (one column per benchmark, with or
// without notes / number_of_nodes / private_id) and the results website's export (one row per
// ID, benchmark and unit, duplicated column names, thousands separators, latency and energy
// rows). Columns are matched by name in any order; unknown columns are kept in raw.
#include "core/model/Dataset.h"

namespace scalescope::import {

enum class CsvTableKind
{
    Unknown,
    Dataset,
    Summarizer,
    Website
};

// Which kind of table the text holds (by its first line / header).
CsvTableKind detectCsvTable(const QByteArray &bytes);

class CsvTableImporter
{
public:
    // `round` is used for summarizer tables (the website table carries its round in Public ID);
    // when empty, the round comes from the path's vX.Y.
    static model::Dataset importFile(const QString &path, const QString &round = {});
    static model::Dataset importBytes(const QByteArray &bytes, const QString &displayPath, const QString &round);
};

} // namespace scalescope::import

// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/CsvTableImporter.h"

#include "core/import/MlperfTreeImporter.h"
#include "core/import/UnitParsing.h"
#include "core/io/CsvReader.h"
#include "core/io/DatasetFormat.h"
#include "core/io/RegularFile.h"
#include "core/model/Plausible.h"

#include <algorithm>
#include <cmath>

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace scalescope::import {
namespace {

constexpr qint64 kMaxTableBytes = 256LL << 20;

// Header names -> first column index; later duplicates get "#2", "#3" suffixes in raw.
struct Header
{
    QStringList names;
    QHash<QString, int> first;

    explicit Header(const QStringList &fields)
    {
        QHash<QString, int> seen;
        for (int i = 0; i < fields.size(); ++i) {
            const QString n = fields[i].trimmed();
            const int k = ++seen[n];
            names << (k == 1 ? n : n + QLatin1Char('#') + QString::number(k));
            if (k == 1)
                first.insert(n, i);
        }
    }
    bool has(const char *name) const { return first.contains(QLatin1String(name)); }
    QString cell(const io::CsvRow &row, const char *name) const
    {
        const int i = first.value(QLatin1String(name), -1);
        return i < 0 ? QString() : row.fields.value(i).trimmed();
    }
};

void keepRaw(const Header &h, const io::CsvRow &row, model::Configuration &c)
{
    for (int i = 0; i < h.names.size(); ++i)
        c.raw.insert(h.names[i], row.fields.value(i));
}

std::optional<double> number(const QString &text, const QString &column, const QString &path, int line,
                             model::Diagnostics &diagnostics)
{
    if (isPlaceholder(text))
        return std::nullopt;
    QString t = text;
    t.remove(QLatin1Char(',')); // thousands separators: "1,676,757.08"
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v)) { // "inf" and "nan" parse, and would reach scores and charts
        diagnostics << model::Diagnostic{path, line, model::Severity::Warning, QStringLiteral("csv.bad_number"), {column, text}};
        return std::nullopt;
    }
    return v;
}

std::optional<int> count(const QString &text, const QString &column, const QString &path, int line,
                         model::Diagnostics &diagnostics)
{
    const auto v = number(text, column, path, line, diagnostics);
    if (!v)
        return std::nullopt;
    const auto n = model::plausibleCount(*v);
    if (!n)
        diagnostics << model::Diagnostic{path, line, model::Severity::Warning, QStringLiteral("csv.bad_count"), {column, text}};
    return n;
}

// A time to train in minutes: finite and positive, else no score (and a diagnostic naming the cell).
std::optional<double> scoreMinutes(const QString &text, const QString &column, const QString &path, int line,
                                   model::Diagnostics &diagnostics)
{
    const auto v = number(text, column, path, line, diagnostics);
    if (v && !(*v > 0)) {
        diagnostics << model::Diagnostic{path, line, model::Severity::Warning, QStringLiteral("csv.bad_score"), {column, text}};
        return std::nullopt;
    }
    return v;
}

const QStringList &benchmarkColumns()
{
    static const QStringList names = {QStringLiteral("bert"),
                                      QStringLiteral("dlrm"),
                                      QStringLiteral("dlrm_dcnv2"),
                                      QStringLiteral("maskrcnn"),
                                      QStringLiteral("minigo"),
                                      QStringLiteral("resnet"),
                                      QStringLiteral("ssd"),
                                      QStringLiteral("retinanet"),
                                      QStringLiteral("rnnt"),
                                      QStringLiteral("unet3d"),
                                      QStringLiteral("gpt3"),
                                      QStringLiteral("stable_diffusion"),
                                      QStringLiteral("llama2_70b_lora"),
                                      QStringLiteral("gnn"),
                                      QStringLiteral("gnmt"),
                                      QStringLiteral("transformer"),
                                      QStringLiteral("ncf")};
    return names;
}

// Rows that are too large to be a results row: a diagnostic, and the row is not read.
bool oversizedRow(const io::CsvRow &row, const QString &path, model::Dataset &ds)
{
    if (row.oversized)
        ds.diagnostics << model::Diagnostic{path,
                                            row.line,
                                            model::Severity::Warning,
                                            QStringLiteral("csv.oversized_row"),
                                            {QString::number(io::kMaxCsvFields), QString::number(io::kMaxCsvFieldBytes >> 20)}};
    return row.oversized;
}

void importSummarizer(io::CsvReader &reader, const io::CsvRow &headerRow, const QString &path, const QString &round,
                      model::Dataset &ds)
{
    const Header h(headerRow.fields);
    for (const char *required : {"submitter", "system", "accelerators_count"})
        if (!h.has(required)) {
            ds.diagnostics << model::Diagnostic{
                path, headerRow.line, model::Severity::Error, QStringLiteral("csv.bad_header"), {QLatin1String(required)}};
            return;
        }
    QList<int> scoreColumns;
    for (const QString &bench : benchmarkColumns())
        if (const int i = h.first.value(bench, -1); i >= 0)
            scoreColumns << i;
    for (io::CsvRow row; reader.next(row);) {
        if (oversizedRow(row, path, ds))
            continue;
        // A row without any score becomes no configuration: skip it before building one (tables of
        // millions of such rows import in seconds).
        if (std::none_of(scoreColumns.cbegin(), scoreColumns.cend(),
                         [&](int i) { return !row.fields.value(i).trimmed().isEmpty(); }))
            continue;
        model::Configuration base;
        base.source = QLatin1String(model::SourceKind::SummarizerCsv);
        base.round = round;
        base.submitter = h.cell(row, "submitter");
        base.org = base.submitter; // the table has no org folder
        base.system = h.cell(row, "system");
        base.systemName = base.system;
        const QString division = h.cell(row, "division");
        base.division = normaliseDivision(division).isEmpty() ? division : normaliseDivision(division);
        const QString availability = h.cell(row, "availability");
        base.availability = isPlaceholder(availability) ? QString() : normaliseAvailability(availability);
        if (base.availability.isEmpty() && !isPlaceholder(availability))
            base.availability = availability;
        base.hostCpu = h.cell(row, "host_processor_model_name");
        base.accelerator = h.cell(row, "accelerator_model_name");
        base.framework = h.cell(row, "framework");
        base.accelerators =
            count(h.cell(row, "accelerators_count"), QStringLiteral("accelerators_count"), path, row.line, ds.diagnostics);
        base.nodes = count(h.cell(row, "number_of_nodes"), QStringLiteral("number_of_nodes"), path, row.line, ds.diagnostics);
        const auto cpus =
            count(h.cell(row, "host_processors_count"), QStringLiteral("host_processors_count"), path, row.line, ds.diagnostics);
        if (base.nodes && *base.nodes > 0) {
            if (base.accelerators)
                base.acceleratorsPerNode = *base.accelerators / *base.nodes;
            if (cpus)
                base.hostCpusPerNode = *cpus / *base.nodes;
        }
        if (base.accelerators && *base.accelerators == 0) {
            base.cpuOnly = true;
            base.accelerator.clear();
            base.accelerators = cpus;
        }
        keepRaw(h, row, base);
        for (const QString &bench : benchmarkColumns()) {
            const QString score = h.cell(row, bench.toLatin1().constData());
            if (score.isEmpty())
                continue;
            model::Configuration c = base;
            c.benchmark = bench;
            c.id = model::makeConfigurationId(round, c.org, c.system, bench);
            c.scoreMinutes = scoreMinutes(score, bench, path, row.line, ds.diagnostics);
            if (!c.scoreMinutes)
                continue;
            if (!ds.hasRoomFor(path, row.line))
                return;
            ds.configurations << c;
        }
    }
}

void importWebsite(io::CsvReader &reader, const io::CsvRow &headerRow, const QString &path, model::Dataset &ds)
{
    const Header h(headerRow.fields);
    for (const char *required : {"Public ID", "Organization", "System Name", "Model MLC", "Units", "Avg. Result at System Name"})
        if (!h.has(required)) {
            ds.diagnostics << model::Diagnostic{
                path, headerRow.line, model::Severity::Error, QStringLiteral("csv.bad_header"), {QLatin1String(required)}};
            return;
        }
    QHash<QString, qsizetype> byKey; // "<public id>/<model>" -> index in ds.configurations
    static const QRegularExpression idRound(QStringLiteral(R"(^(\d+\.\d+)-)"));
    for (io::CsvRow row; reader.next(row);) {
        if (oversizedRow(row, path, ds))
            continue;
        const QString publicId = h.cell(row, "Public ID");
        const QString model = h.cell(row, "Model MLC");
        const QString key = publicId + QLatin1Char('/') + model;
        qsizetype at = byKey.value(key, -1);
        if (at < 0) {
            if (!ds.hasRoomFor(path, row.line))
                return;
            model::Configuration c;
            c.source = QLatin1String(model::SourceKind::WebsiteCsv);
            c.round = idRound.match(publicId).captured(1);
            c.org = h.cell(row, "Organization");
            c.submitter = c.org;
            c.system = publicId; // the public ID is what identifies a system on the website
            c.systemName = h.cell(row, "System Name");
            c.benchmark = model;
            c.id = model::makeConfigurationId(c.round, c.org, c.system, c.benchmark);
            const QString availability = h.cell(row, "Availability");
            c.availability = normaliseAvailability(availability).isEmpty() ? availability : normaliseAvailability(availability);
            c.accelerator = h.cell(row, "Accelerator Model Name");
            c.acceleratorsPerNode = count(h.cell(row, "Accelerators Per Node"), QStringLiteral("Accelerators Per Node"), path,
                                          row.line, ds.diagnostics);
            c.nodes = count(h.cell(row, "Number Of Nodes"), QStringLiteral("Number Of Nodes"), path, row.line, ds.diagnostics);
            c.accelerators =
                count(h.cell(row, "Total Accelerators"), QStringLiteral("Total Accelerators"), path, row.line, ds.diagnostics);
            c.hostCpu = h.cell(row, "Host Processor Model Name");
            c.hostCpusPerNode = count(h.cell(row, "Host Processors Per Node"), QStringLiteral("Host Processors Per Node"), path,
                                      row.line, ds.diagnostics);
            c.hostCoresPerCpu = count(h.cell(row, "Host Processor Core Count"), QStringLiteral("Host Processor Core Count"), path,
                                      row.line, ds.diagnostics);
            keepRaw(h, row, c);
            at = ds.configurations.size();
            byKey.insert(key, at);
            ds.configurations << c;
        }
        model::Configuration &c = ds.configurations[at];
        const QString units = h.cell(row, "Units");
        const QString result = h.cell(row, "Avg. Result at System Name");
        const QString column = QStringLiteral("Avg. Result at System Name");
        if (units.startsWith(QLatin1String("Latency"), Qt::CaseInsensitive))
            c.scoreMinutes = scoreMinutes(result, column, path, row.line, ds.diagnostics);
        else if (units.compare(QLatin1String("kJ"), Qt::CaseInsensitive) == 0)
            c.energyKj = number(result, column, path, row.line, ds.diagnostics);
    }
}

} // namespace

CsvTableKind detectCsvTable(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(4096);
    if (head.startsWith("# scalescope.dataset/") || head.startsWith("\xEF\xBB\xBF# scalescope.dataset/"))
        return CsvTableKind::Dataset;
    const QByteArray firstLine = head.left(head.indexOf('\n'));
    if (firstLine.contains("Public ID") && firstLine.contains("Model MLC"))
        return CsvTableKind::Website;
    if (firstLine.contains("accelerators_count") && firstLine.contains("submitter"))
        return CsvTableKind::Summarizer;
    return CsvTableKind::Unknown;
}

model::Dataset CsvTableImporter::importBytes(const QByteArray &bytes, const QString &displayPath, const QString &roundIn)
{
    const CsvTableKind kind = detectCsvTable(bytes);
    if (kind == CsvTableKind::Dataset)
        return io::datasetFromCsv(bytes, displayPath);
    model::Dataset ds;
    ds.sources << displayPath;
    if (kind == CsvTableKind::Unknown) {
        ds.diagnostics << model::Diagnostic{displayPath, 1, model::Severity::Error, QStringLiteral("csv.unknown_table"), {}};
        return ds;
    }
    // Row by row: a table of millions of rows is never held as rows (only what becomes configurations).
    io::CsvReader reader(bytes);
    io::CsvRow header;
    const auto unterminated = [&]() {
        if (reader.unterminatedLine() > 0)
            ds.diagnostics << model::Diagnostic{
                displayPath, reader.unterminatedLine(), model::Severity::Error, QStringLiteral("csv.unterminated"), {}};
    };
    if (!reader.next(header)) {
        unterminated();
        return ds;
    }
    const QString round = roundIn.isEmpty() ? roundFromPath(QFileInfo(displayPath).absoluteFilePath()) : roundIn;
    if (kind == CsvTableKind::Website)
        importWebsite(reader, header, displayPath, ds);
    else if (round.isEmpty())
        ds.diagnostics << model::Diagnostic{
            displayPath, 0, model::Severity::Error, QStringLiteral("path.no_round"), {displayPath}};
    else
        importSummarizer(reader, header, displayPath, round, ds);
    unterminated();
    return ds;
}

model::Dataset CsvTableImporter::importFile(const QString &path, const QString &round)
{
    QString why;
    const std::optional<QByteArray> bytes = io::readRegularFile(path, kMaxTableBytes, &why);
    if (!bytes) {
        model::Dataset ds;
        ds.sources << path;
        ds.diagnostics << model::Diagnostic{
            path, 0, model::Severity::Error, QStringLiteral("fs.unreadable"), {QFileInfo(path).fileName(), why}};
        return ds;
    }
    return importBytes(*bytes, path, round);
}

} // namespace scalescope::import

// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/SourceImporter.h"

#include "core/analysis/DerivedMetrics.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/DatasetJsonReader.h"
#include "core/io/DatasetFormat.h"
#include "core/io/RegularFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <new>

namespace scalescope::import {
namespace {

constexpr qint64 kMaxFileBytes = 512LL << 20;

void keepBenchmark(model::Dataset &ds, const QString &benchmark)
{
    if (benchmark.isEmpty())
        return;
    ds.configurations.removeIf([&](const model::Configuration &c) { return c.benchmark != benchmark; });
}

ImportOutcome importSourceUnguarded(const QString &path, const ImportOptions &options)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isDir())
        return MlperfTreeImporter::importPath(path, options);

    ImportOutcome outcome;
    QString why;
    const std::optional<QByteArray> read = io::readRegularFile(path, kMaxFileBytes, &why);
    if (!read) {
        outcome.dataset.sources << path;
        outcome.dataset.diagnostics << model::Diagnostic{
            path, 0, model::Severity::Error, QStringLiteral("fs.unreadable"), {info.fileName(), why}};
        return outcome;
    }
    const QByteArray &bytes = *read;
    if (bytes.isEmpty()) { // said as it is, not "neither a dataset nor a table"
        outcome.dataset.sources << path;
        outcome.dataset.diagnostics << model::Diagnostic{
            path, 0, model::Severity::Error, QStringLiteral("fs.empty"), {info.fileName()}};
        return outcome;
    }
    const QByteArray start = bytes.left(64).trimmed();
    if (start.startsWith('{')) {
        // Derived fields travel with the file.
        std::optional<model::Dataset> inPlace = readDatasetJsonInPlace(bytes, path);
        outcome.dataset = inPlace ? std::move(*inPlace) : io::datasetFromJson(bytes, path);
    } else {
        outcome.dataset = CsvTableImporter::importBytes(bytes, path, options.round);
        if (detectCsvTable(bytes) != CsvTableKind::Dataset)
            analysis::deriveConfigurationMetrics(outcome.dataset, model::AcceleratorCatalog::embedded());
    }
    keepBenchmark(outcome.dataset, options.benchmark);
    if (options.progress)
        options.progress(1, 1);
    return outcome;
}

} // namespace

ImportOutcome importSource(const QString &path, const ImportOptions &options)
{
    try {
        return importSourceUnguarded(path, options);
    } catch (const std::bad_alloc &) {
        // Whatever was built is freed on the way here; the caller keeps the data it had.
        ImportOutcome outcome;
        outcome.dataset.sources << path;
        const QFileInfo info(path);
        outcome.dataset.diagnostics << model::Diagnostic{
            path,
            0,
            model::Severity::Error,
            QStringLiteral("import.out_of_memory"),
            {info.fileName(), QString::number(info.isDir() ? 0 : info.size() >> 20)}};
        return outcome;
    }
}

model::Dataset importSources(const QStringList &paths, const ImportOptions &options)
{
    QList<io::SessionSource> sources;
    for (const QString &path : paths)
        sources << io::SessionSource{path, QString(), QString()};
    return importSessionSources(sources, options);
}

model::Dataset importSessionSources(const QList<io::SessionSource> &sources, const ImportOptions &options,
                                    QList<io::SessionSource> *opened, bool *cancelled)
{
    model::Dataset dataset;
    if (cancelled)
        *cancelled = false;
    for (const io::SessionSource &source : sources) {
        ImportOptions o = options;
        if (!source.round.isEmpty())
            o.round = source.round;
        ImportOutcome outcome = importSource(source.path, o);
        if (outcome.cancelled || (options.cancel && options.cancel->load())) {
            if (cancelled)
                *cancelled = true;
            break;
        }
        if (opened) {
            const QString round = o.round.isEmpty() ? roundFromPath(source.path) : o.round;
            *opened << io::SessionSource{source.path, round, io::sourceFingerprint(outcome.dataset.configurations)};
        }
        dataset.merge(std::move(outcome.dataset));
    }
    return dataset;
}

} // namespace scalescope::import

// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The accelerator catalog (resources/accelerators.json): one entry per accelerator model with
// datasheet figures, and the matcher that maps MLPerf's free-text names to an entry. A name that
// matches no entry, or more than one, is reported, never guessed.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace scalescope::model {

struct SourcedValue
{
    std::optional<double> value;
    QString source; // title of the document the value comes from
};

struct CatalogEntry
{
    QString id;
    QString name;
    QString vendor;
    QString kind; // gpu, tpu, npu, ipu, cpu
    QString architecture;
    int generation = 0;
    SourcedValue releaseYear;
    SourcedValue memoryGb;
    SourcedValue memoryBandwidthGbs;
    QMap<QString, SourcedValue> peakTflops; // fp64, fp32, tf32, fp16_bf16, fp8
    SourcedValue tdpW;
    QString formFactor;
    SourcedValue cores; // CPUs only
    QString notes;
    QList<QRegularExpression> patterns;
};

struct CatalogMatch
{
    const CatalogEntry *entry = nullptr;
    QString how; // "name", "system_name", "host_cpu", "memory": what told the entry
};

class AcceleratorCatalog
{
public:
    // Parses catalog JSON; on error returns an empty catalog and sets *error.
    static AcceleratorCatalog fromJson(const QByteArray &json, QString *error = nullptr);
    // The catalog embedded in the program (:/scalescope/accelerators.json).
    static const AcceleratorCatalog &embedded();

    const QList<CatalogEntry> &entries() const { return m_entries; }
    const CatalogEntry *find(const QString &id) const;

    // Lower case, runs of spaces, '-' and '_' folded into one space.
    static QString normaliseName(const QString &name);

    // What candidates() found for each name asked, for one pass over many configurations (a
    // round names a few accelerators and CPUs hundreds of times); one thread's, one catalog's.
    using Memo = QHash<QString, QList<const CatalogEntry *>>;

    // Entries whose patterns match the name (normalised inside); found once per name in *memo.
    QList<const CatalogEntry *> candidates(const QString &name, Memo *memo = nullptr) const;

    // Matches a configuration: by accelerator name; where the name fits variants that differ in
    // memory alone, by the system file's memory figure; where the name says nothing specific
    // (v1.0 Google's "TPU"), by its system name; for CPU-only systems by the host CPU. Appends a
    // diagnostic for inferred, ambiguous and unmatched names.
    CatalogMatch match(const Configuration &c, const QString &file, Diagnostics &diagnostics, Memo *memo = nullptr) const;

private:
    QList<CatalogEntry> m_entries;
};

// Known cores per CPU for a host CPU model string: the catalog's CPU entry, or "NN-Core" written
// in the name. nullopt when unknown.
std::optional<int> knownCpuCores(const QString &hostCpu, const AcceleratorCatalog &catalog,
                                 AcceleratorCatalog::Memo *memo = nullptr);

} // namespace scalescope::model

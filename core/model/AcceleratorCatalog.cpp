// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/AcceleratorCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace scalescope::model {
namespace {

SourcedValue sourced(const QJsonValue &v)
{
    SourcedValue s;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("value")).isDouble())
            s.value = o.value(QLatin1String("value")).toDouble();
        s.source = o.value(QLatin1String("source")).toString();
    }
    return s;
}

bool memoryClose(double a, double b)
{
    return std::abs(a - b) <= 0.12 * std::max(a, b);
}

// The one candidate whose memory is close to `memory`, or nullptr.
const CatalogEntry *byMemory(const QList<const CatalogEntry *> &candidates, std::optional<double> memory)
{
    if (!memory || *memory <= 0)
        return nullptr;
    const CatalogEntry *found = nullptr;
    for (const CatalogEntry *e : candidates) {
        if (!e->memoryGb.value || !memoryClose(*e->memoryGb.value, *memory))
            continue;
        if (found)
            return nullptr;
        found = e;
    }
    return found;
}

// Whether the candidates' memory figures are all known and set them apart.
bool differInMemory(const QList<const CatalogEntry *> &candidates)
{
    for (qsizetype i = 0; i < candidates.size(); ++i)
        for (qsizetype j = i + 1; j < candidates.size(); ++j) {
            const auto a = candidates[i]->memoryGb.value, b = candidates[j]->memoryGb.value;
            if (!a || !b || memoryClose(*a, *b))
                return false;
        }
    return candidates.size() > 1;
}

} // namespace

AcceleratorCatalog AcceleratorCatalog::fromJson(const QByteArray &json, QString *error)
{
    AcceleratorCatalog catalog;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = pe.errorString();
        return catalog;
    }
    for (const QJsonValue &v : doc.object().value(QLatin1String("entries")).toArray()) {
        const QJsonObject o = v.toObject();
        CatalogEntry e;
        e.id = o.value(QLatin1String("id")).toString();
        e.name = o.value(QLatin1String("name")).toString();
        e.vendor = o.value(QLatin1String("vendor")).toString();
        e.kind = o.value(QLatin1String("kind")).toString();
        e.architecture = o.value(QLatin1String("architecture")).toString();
        e.generation = o.value(QLatin1String("generation")).toInt();
        e.releaseYear = sourced(o.value(QLatin1String("release_year")));
        e.memoryGb = sourced(o.value(QLatin1String("memory_gb")));
        e.memoryBandwidthGbs = sourced(o.value(QLatin1String("memory_bandwidth_gbs")));
        const QJsonObject peaks = o.value(QLatin1String("peak_tflops")).toObject();
        for (auto it = peaks.begin(); it != peaks.end(); ++it)
            e.peakTflops.insert(it.key(), sourced(it.value()));
        e.tdpW = sourced(o.value(QLatin1String("tdp_w")));
        e.formFactor = o.value(QLatin1String("form_factor")).toObject().value(QLatin1String("value")).toString();
        e.cores = sourced(o.value(QLatin1String("cores")));
        e.notes = o.value(QLatin1String("notes")).toString();
        for (const QJsonValue &p : o.value(QLatin1String("match")).toArray()) {
            QRegularExpression re(p.toString(), QRegularExpression::CaseInsensitiveOption);
            if (!re.isValid()) {
                if (error)
                    *error = QStringLiteral("entry %1: bad pattern %2").arg(e.id, p.toString());
                return AcceleratorCatalog{};
            }
            e.patterns << re;
        }
        catalog.m_entries << e;
    }
    return catalog;
}

const AcceleratorCatalog &AcceleratorCatalog::embedded()
{
    static const AcceleratorCatalog catalog = [] {
        QFile f(QStringLiteral(":/scalescope/accelerators.json"));
        return f.open(QIODevice::ReadOnly) ? fromJson(f.readAll()) : AcceleratorCatalog{};
    }();
    return catalog;
}

const CatalogEntry *AcceleratorCatalog::find(const QString &id) const
{
    for (const CatalogEntry &e : m_entries)
        if (e.id == id)
            return &e;
    return nullptr;
}

QString AcceleratorCatalog::normaliseName(const QString &name)
{
    static const QRegularExpression folds(QStringLiteral("[\\s_\\-]+"));
    return name.toLower().replace(folds, QStringLiteral(" ")).trimmed();
}

QList<const CatalogEntry *> AcceleratorCatalog::candidates(const QString &name, Memo *memo) const
{
    if (memo) {
        const auto seen = memo->constFind(name);
        if (seen != memo->cend())
            return seen.value();
        return memo->insert(name, candidates(name)).value();
    }
    QList<const CatalogEntry *> out;
    const QString n = normaliseName(name);
    if (n.isEmpty())
        return out;
    for (const CatalogEntry &e : m_entries)
        for (const QRegularExpression &re : e.patterns)
            if (re.match(n).hasMatch()) {
                out << &e;
                break;
            }
    return out;
}

CatalogMatch AcceleratorCatalog::match(const Configuration &c, const QString &file, Diagnostics &diagnostics, Memo *memo) const
{
    auto diag = [&](Severity s, const char *code, QStringList args) {
        diagnostics << Diagnostic{file, 0, s, QLatin1String(code), std::move(args)};
    };
    if (c.cpuOnly) {
        const auto cands = candidates(c.hostCpu, memo);
        if (cands.size() == 1)
            return {cands.first(), QStringLiteral("host_cpu")};
        diag(Severity::Warning, "catalog.unmatched", {c.hostCpu});
        return {};
    }
    if (c.accelerator.isEmpty())
        return {};
    const auto byName = candidates(c.accelerator, memo);
    if (byName.size() == 1)
        return {byName.first(), QStringLiteral("name")};
    if (byName.size() > 1) {
        QStringList ids;
        for (const CatalogEntry *e : byName)
            ids << e->id;
        // Variants that differ in memory alone (GH200 with 96 or 144 GB): the system file's memory
        // figure tells them apart when it is within 12 % of exactly one (files write MiB, GiB and
        // marketing GB alike), else nothing is used.
        if (const auto variant = byMemory(byName, c.acceleratorMemoryGb)) {
            diag(Severity::Info, "catalog.by_memory",
                 {c.accelerator, variant->name, QString::number(*c.acceleratorMemoryGb, 'g', 4)});
            return {variant, QStringLiteral("memory")};
        }
        if (differInMemory(byName)) {
            if (c.acceleratorMemoryGb)
                diag(Severity::Warning, "catalog.ambiguous_memory",
                     {c.accelerator, ids.join(QLatin1String(", ")), QString::number(*c.acceleratorMemoryGb, 'g', 4)});
            else
                diag(Severity::Warning, "catalog.no_memory", {c.accelerator, ids.join(QLatin1String(", "))});
            return {};
        }
        diag(Severity::Warning, "catalog.ambiguous", {c.accelerator, ids.join(QLatin1String(", "))});
        return {};
    }
    // The name alone says too little (v1.0 Google: "TPU"): the system's name may say more.
    const QString generic = normaliseName(c.accelerator);
    for (const QString &other : {c.systemName, c.system}) {
        const auto cands = candidates(other, memo);
        if (cands.size() == 1 && normaliseName(cands.first()->name).contains(generic)) {
            diag(Severity::Info, "catalog.inferred", {c.accelerator, cands.first()->name, other});
            return {cands.first(), QStringLiteral("system_name")};
        }
    }
    diag(Severity::Warning, "catalog.unmatched", {c.accelerator});
    return {};
}

std::optional<int> knownCpuCores(const QString &hostCpu, const AcceleratorCatalog &catalog, AcceleratorCatalog::Memo *memo)
{
    const auto cands = catalog.candidates(hostCpu, memo);
    if (cands.size() == 1 && cands.first()->cores.value)
        return static_cast<int>(*cands.first()->cores.value);
    static const QRegularExpression re(QStringLiteral(R"((\d+)-Core)"), QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(hostCpu);
    if (m.hasMatch())
        return m.captured(1).toInt();
    return std::nullopt;
}

} // namespace scalescope::model

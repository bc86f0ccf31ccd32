// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportChoices.h"

#include <QJsonArray>
#include <QLocale>
#include <QSettings>

#include <algorithm>
#include <utility>

namespace scalescope::report {
namespace {

constexpr auto kPageKey = "report/page";
constexpr auto kSectionsKey = "report/sections";
// The sections this version knew when it stored kSectionsKey: a section added since starts on.
constexpr auto kKnownSectionsKey = "report/knownSections";

constexpr std::pair<const char *, ReportSection> kSectionNames[] = {
    {"results", ReportSection::Results}, {"scaling", ReportSection::Scaling},
    {"surface", ReportSection::Surface}, {"clusters", ReportSection::Clusters},
    {"ranking", ReportSection::Ranking}, {"sensitivity", ReportSection::Sensitivity},
    {"probe", ReportSection::Probe},     {"diagnostics", ReportSection::ImportDiagnostics},
    {"hpc", ReportSection::Hpc},
};

} // namespace

ReportChoices rememberedReportChoices()
{
    const QSettings settings;
    ReportChoices c;
    const int localPage = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    c.page = settings.value(QLatin1String(kPageKey), localPage).toInt() == QPageSize::Letter ? QPageSize::Letter : QPageSize::A4;
    const ReportSections stored(settings.value(QLatin1String(kSectionsKey), int(kAllReportSections)).toInt());
    const ReportSections known(settings.value(QLatin1String(kKnownSectionsKey), 0xff).toInt()); // 0xff before HPC
    c.sections = (stored | (kAllReportSections & ~known)) & kAllReportSections;
    return c;
}

void rememberReportChoices(const ReportChoices &choices)
{
    QSettings settings;
    settings.setValue(QLatin1String(kPageKey), int(choices.page));
    settings.setValue(QLatin1String(kSectionsKey), int(choices.sections));
    settings.setValue(QLatin1String(kKnownSectionsKey), int(kAllReportSections));
}

QJsonObject toJson(const ReportChoices &choices)
{
    QJsonArray sections;
    for (const auto &[name, section] : kSectionNames)
        if (choices.sections.testFlag(section))
            sections.append(QLatin1String(name));
    return {{QStringLiteral("page"), choices.page == QPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4")},
            {QStringLiteral("sections"), sections}};
}

std::optional<ReportChoices> reportChoicesFrom(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    const QString page = o.value(QStringLiteral("page")).toString();
    if (!value.isObject() || (page != QLatin1String("a4") && page != QLatin1String("letter")) ||
        !o.value(QStringLiteral("sections")).isArray())
        return std::nullopt;
    QStringList names;
    for (const QJsonValue &name : o.value(QStringLiteral("sections")).toArray()) {
        if (!name.isString())
            return std::nullopt;
        names << name.toString();
    }
    const std::optional<ReportSections> sections = reportSectionsFromNames(names);
    if (!sections)
        return std::nullopt;
    return ReportChoices{page == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4, *sections};
}

std::optional<ReportSections> reportSectionsFromNames(const QStringList &names)
{
    ReportSections out;
    for (const QString &name : names) {
        const auto it = std::find_if(std::begin(kSectionNames), std::end(kSectionNames),
                                     [&](const auto &e) { return name.trimmed() == QLatin1String(e.first); });
        if (it == std::end(kSectionNames))
            return std::nullopt;
        out |= it->second;
    }
    return out;
}

} // namespace scalescope::report

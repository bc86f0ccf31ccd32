// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report's choices that outlive one export, paper and sections: remembered between runs
// (QSettings) and kept by a session (charts.report: {"page": "a4" | "letter", "sections":
// ["results", "scaling", …]}), so that a session's report comes out as it was made, from the
// window and from `scalescope-cli report --session`.
#include "app/report/ReportWriter.h"

#include <QJsonObject>

#include <optional>

namespace scalescope::report {

struct ReportChoices
{
    QPageSize::PageSizeId page = QPageSize::A4;
    ReportSections sections = kAllReportSections;
    bool operator==(const ReportChoices &) const = default;
};

ReportChoices rememberedReportChoices(); // the paper of the locale and every section at first
void rememberReportChoices(const ReportChoices &choices);

QJsonObject toJson(const ReportChoices &choices);
// Nullopt for anything but a paper and a list of known section names.
std::optional<ReportChoices> reportChoicesFrom(const QJsonValue &value);

// "results,ranking" → the flags (the CLI's --sections and the session's names); nullopt on an unknown name.
std::optional<ReportSections> reportSectionsFromNames(const QStringList &names);

} // namespace scalescope::report

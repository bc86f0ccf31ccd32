// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `scalescope-cli plan` prints: one plan, or the answers to a question, as JSON
// (schema "scalescope.plan/1", documented in the README) or as text.
#include "core/analysis/Planner.h"

#include <QByteArray>

namespace scalescope::io {

inline constexpr const char *kPlanSchema = "scalescope.plan/1";

QByteArray planToJson(const analysis::Plan &plan, const QString &benchmark);
QByteArray planAnswersToJson(const QList<analysis::Plan> &answers, const analysis::PlanQuestion &question,
                             const QString &benchmark);
QString planToText(const analysis::Plan &plan);
QString planAnswersToText(const QList<analysis::Plan> &answers, const analysis::PlanQuestion &question);

// "energy measured", "estimated from measured energy", "estimated from TDP", in the current language.
QString energyBasisText(const QString &basis);

} // namespace scalescope::io

// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/PlanCommand.h"

#include "app/cli/AnalysisInput.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/analysis/Planner.h"
#include "core/i18n/SafeText.h"
#include "core/io/PlanFormat.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cmath>

namespace scalescope::cli {

class PlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)
public:
    static int run(const QStringList &arguments);
};

namespace {

// "2.5" (every accelerator) or "nvidia-h100-sxm5-80gb=4,nvidia-a100-sxm4-80gb=1.5".
bool parsePrices(const QString &text, std::optional<double> &all, QMap<QString, double> &byId)
{
    bool ok = false;
    const double one = text.toDouble(&ok);
    if (ok) {
        all = one;
        return std::isfinite(one) && one >= 0; // "inf" and "nan" read as numbers: no price is either
    }
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = part.split(QLatin1Char('='));
        const double v = kv.value(1).toDouble(&ok);
        if (kv.size() != 2 || !ok || !std::isfinite(v) || v < 0 || kv[0].trimmed().isEmpty())
            return false;
        byId.insert(kv[0].trimmed(), v);
    }
    return !byId.isEmpty();
}

} // namespace

int PlanCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Predict time to train for an accelerator and a count nobody measured, from that accelerator's fitted series, "
           "with a prediction interval, efficiency, ε, accelerator-hours, cost and energy; or find the cheapest "
           "configurations within a time, or the fastest within a budget."));
    parser.addHelpOption();
    const AnalysisOptions analysis;
    analysis.addTo(parser, false);
    const QCommandLineOption accelerator(QStringLiteral("accelerator"),
                                         tr("Catalog id of the accelerator (see the Table's catalog column)."),
                                         QStringLiteral("ID"));
    const QCommandLineOption count(QStringLiteral("accelerators"), tr("How many accelerators (1 to 100,000)."),
                                   QStringLiteral("N"));
    const QCommandLineOption price(QStringLiteral("price"),
                                   tr("Price per accelerator-hour: one number, or ID=P pairs separated by commas."),
                                   QStringLiteral("P"));
    const QCommandLineOption model(QStringLiteral("model"), tr("The fit: amdahl (default), power or extrap."),
                                   QStringLiteral("MODEL"), QStringLiteral("amdahl"));
    const QCommandLineOption maxMinutes(QStringLiteral("max-minutes"),
                                        tr("Instead: the five cheapest configurations that train within T minutes."),
                                        QStringLiteral("T"));
    const QCommandLineOption budget(QStringLiteral("budget"),
                                    tr("Instead: the five fastest configurations that cost at most B (in accelerator-hours "
                                       "without --price)."),
                                    QStringLiteral("B"));
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of messages: en or ko."), QStringLiteral("LANG"));
    parser.addOptions({accelerator, count, price, model, maxMinutes, budget, format, out, lang});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees to plan from."),
                                 QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        printError(tr("Unknown format '%1': use text or json.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    const QString m = parser.value(model);
    if (m != QLatin1String("amdahl") && m != QLatin1String("power") && m != QLatin1String("extrap")) {
        printError(tr("Unknown model '%1': use amdahl, power or extrap.").arg(m) + QLatin1Char('\n'));
        return Usage;
    }
    std::optional<double> allPrice;
    QMap<QString, double> prices;
    if (parser.isSet(price) && !parsePrices(parser.value(price), allPrice, prices)) {
        printError(tr("--price takes a number, or ID=P pairs such as nvidia-h100-sxm5-80gb=4,nvidia-a100-sxm4-80gb=1.5.") +
                   QLatin1Char('\n'));
        return Usage;
    }
    const bool question = parser.isSet(maxMinutes) || parser.isSet(budget);
    if (parser.isSet(maxMinutes) && parser.isSet(budget)) {
        printError(tr("Give --max-minutes or --budget, not both.") + QLatin1Char('\n'));
        return Usage;
    }
    analysis::PlanQuestion q;
    analysis::PlanRequest r;
    r.model = q.model = m;
    if (question) {
        bool ok = false;
        q.kind = parser.isSet(maxMinutes) ? analysis::PlanQuestion::CheapestWithinMinutes
                                          : analysis::PlanQuestion::FastestWithinBudget;
        q.limit = parser.value(parser.isSet(maxMinutes) ? maxMinutes : budget).toDouble(&ok);
        if (!ok || !(q.limit > 0) || !std::isfinite(q.limit)) {
            printError(tr("--max-minutes and --budget take a positive number.") + QLatin1Char('\n'));
            return Usage;
        }
        q.prices = prices;
        q.price = allPrice;
    } else {
        bool ok = false;
        r.accelerators = parser.value(count).toInt(&ok);
        if (!parser.isSet(accelerator) || !ok || r.accelerators < 1 || r.accelerators > 100000) {
            printError(tr("plan needs --accelerator ID and --accelerators N (1 to 100,000), or --max-minutes T, or --budget B.") +
                       QLatin1Char('\n'));
            return Usage;
        }
        r.accelerator = parser.value(accelerator);
        r.price = prices.contains(r.accelerator) ? std::optional<double>(prices.value(r.accelerator)) : allPrice;
    }
    AnalysisInput input;
    if (const auto stop = loadAnalysisInput(parser, analysis, input, false))
        return *stop;
    const analysis::BenchmarkAnalysis &a = *input.analysis;
    QByteArray bytes;
    int code = Ok;
    if (question) {
        const QList<analysis::Plan> answers = analysis::answerPlanQuestion(a, q);
        bytes = fmt == QLatin1String("json") ? io::planAnswersToJson(answers, q, a.benchmark)
                                             : i18n::terminalSafe(io::planAnswersToText(answers, q)).toUtf8();
    } else {
        const analysis::Plan p = analysis::planConfiguration(a, r);
        if (!p.ok()) {
            printError(tr("No plan for %1 × %2 in %3: %4.")
                           .arg(r.accelerator)
                           .arg(r.accelerators)
                           .arg(a.benchmark, analysis::planReasonText(p.reason)) +
                       QLatin1Char('\n'));
            code = NothingImported;
        }
        bytes = fmt == QLatin1String("json") ? io::planToJson(p, a.benchmark) : i18n::terminalSafe(io::planToText(p)).toUtf8();
    }
    if (!writeOutput(parser.value(out), bytes))
        return NothingImported;
    return code;
}

int runPlan(const QStringList &arguments)
{
    return PlanCommand::run(arguments);
}

} // namespace scalescope::cli

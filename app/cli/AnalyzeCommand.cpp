// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/AnalyzeCommand.h"

#include "app/cli/AnalysisInput.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/i18n/SafeText.h"
#include "core/io/AnalysisFormat.h"
#include "core/io/AtomicFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

namespace scalescope::cli {

class AnalyzeCommand
{
    Q_DECLARE_TR_FUNCTIONS(AnalyzeCommand)
public:
    static int run(const QStringList &arguments);
};

int AnalyzeCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Speedup, efficiency and the non-parallel fraction ε of every configuration, "
                                        "and Amdahl, power-law and Extra-P fits per accelerator model."));
    parser.addHelpOption();
    const AnalysisOptions analysis;
    analysis.addTo(parser);
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of messages: en or ko."), QStringLiteral("LANG"));
    const QCommandLineOption scalingOnly(QStringLiteral("scaling-only"), tr("Skip the three-phase method."));
    const QCommandLineOption saveSession(QStringLiteral("save-session"),
                                         tr("Also save the sources and settings as a session that ScaleScope and "
                                            "--session open again."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption stability(QStringLiteral("stability"),
                                       tr("Also draw N sets of weights and report how stable the ranking is (top-1 and "
                                          "top-3 probabilities, rank ranges, the weight the answer is most sensitive to). "
                                          "--seed seeds the draws too."),
                                       QStringLiteral("N"));
    const QCommandLineOption stabilityK(QStringLiteral("stability-k"),
                                        tr("Draw k from this range too (re-clustering once per k)."), QStringLiteral("A-B"));
    const QCommandLineOption stabilityScope(QStringLiteral("stability-scope"),
                                            tr("Draw the reference scope too (round, all rounds, submitter)."));
    const QCommandLineOption stabilityAround(QStringLiteral("stability-around"),
                                             tr("Draw each weight within ± P % of yours instead of anywhere on the "
                                                "weight simplex."),
                                             QStringLiteral("P"));
    const QCommandLineOption stabilityConcentration(QStringLiteral("stability-concentration"),
                                                    tr("Dirichlet concentration of the simplex draws (default 1: "
                                                       "uniform; larger: nearer equal weights)."),
                                                    QStringLiteral("A"));
    parser.addOptions({format, out, lang, scalingOnly, saveSession, stability, stabilityK, stabilityScope, stabilityAround,
                       stabilityConcentration});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees to analyse."),
                                 QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        printError(tr("Unknown format '%1': use text or json.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    std::optional<analysis::StabilityOptions> stabilityOptions;
    if (parser.isSet(stability)) {
        analysis::StabilityOptions o;
        bool ok = false;
        o.draws = parser.value(stability).toInt(&ok);
        if (!ok || o.draws < 1 || o.draws > 10000000) {
            printError(tr("--stability takes a number of draws from 1 to 10,000,000.") + QLatin1Char('\n'));
            return Usage;
        }
        if (parser.isSet(stabilityK)) {
            const QStringList range = parser.value(stabilityK).split(QLatin1Char('-'));
            bool okFrom = false, okTo = false;
            o.kFrom = range.value(0).toInt(&okFrom);
            o.kTo = range.size() == 2 ? range.value(1).toInt(&okTo) : (okTo = okFrom, o.kFrom);
            if (!okFrom || !okTo || range.size() > 2 || o.kFrom < 2 || o.kTo < o.kFrom || o.kTo > 20) {
                printError(tr("--stability-k takes a range of k such as 3-8 (from 2 to 20).") + QLatin1Char('\n'));
                return Usage;
            }
        }
        o.varyScope = parser.isSet(stabilityScope);
        if (parser.isSet(stabilityAround)) {
            const double p = parser.value(stabilityAround).toDouble(&ok);
            if (!ok || p < 0 || p > 100) {
                printError(tr("--stability-around takes a percentage from 0 to 100.") + QLatin1Char('\n'));
                return Usage;
            }
            o.sampling = analysis::WeightSampling::AroundWeights;
            o.spread = p / 100;
        }
        if (parser.isSet(stabilityConcentration)) {
            o.concentration = parser.value(stabilityConcentration).toDouble(&ok);
            if (!ok || !(o.concentration >= 0.01 && o.concentration <= 1000)) {
                printError(tr("--stability-concentration takes a number from 0.01 to 1000.") + QLatin1Char('\n'));
                return Usage;
            }
        }
        stabilityOptions = o;
    }
    AnalysisInput input;
    if (const auto stop =
            loadAnalysisInput(parser, analysis, input, parser.isSet(scalingOnly) ? std::optional<bool>(false) : std::nullopt))
        return *stop;
    const analysis::BenchmarkAnalysis &a = *input.analysis;
    if (parser.isSet(saveSession)) {
        io::Session session = input.session.value_or(io::Session());
        session.sources = input.opened;
        session.settings = input.settings;
        QString error;
        if (!io::writeFileAtomically(parser.value(saveSession), io::sessionToJson(session), &error)) {
            printError(tr("Cannot write the session %1: %2").arg(QDir::toNativeSeparators(parser.value(saveSession)), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
    }
    std::optional<analysis::StabilityResult> stable;
    if (stabilityOptions) {
        if (!a.method) {
            printError(tr("--stability needs the ranking: leave out --scaling-only.") + QLatin1Char('\n'));
            return Usage;
        }
        stable = analysis::analysisStability(a, *stabilityOptions);
        if (!stable) {
            printError(tr("Nothing to draw: no criterion with a weight has a value in %1.").arg(a.benchmark) + QLatin1Char('\n'));
            return NothingImported;
        }
    }
    const analysis::StabilityResult *s = stable ? &*stable : nullptr;
    const QByteArray bytes =
        fmt == QLatin1String("json") ? io::analysisToJson(a, s) : i18n::terminalSafe(io::analysisToText(a, s)).toUtf8();
    return writeOutput(parser.value(out), bytes) ? Ok : NothingImported;
}

int runAnalyze(const QStringList &arguments)
{
    return AnalyzeCommand::run(arguments);
}

} // namespace scalescope::cli

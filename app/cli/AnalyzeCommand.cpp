#include "app/cli/AnalyzeCommand.h"

#include "app/cli/AnalysisInput.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
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
    parser.addOptions({format, out, lang, scalingOnly, saveSession});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees to analyse."),
                                 QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        printError(tr("Unknown format '%1': use text or json.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    AnalysisInput input;
    if (const auto stop =
            loadAnalysisInput(parser, analysis, input, parser.isSet(scalingOnly) ? std::optional<bool>(false) : std::nullopt))
        return *stop;
    const BenchmarkAnalysis &a = *input.analysis;
    if (parser.isSet(saveSession)) {
        Session session = input.session.value_or(Session());
        session.sources = input.opened;
        session.settings = input.settings;
        QString error;
        if (!writeFileAtomically(parser.value(saveSession), sessionToJson(session), &error)) {
            printError(tr("Cannot write the session %1: %2").arg(QDir::toNativeSeparators(parser.value(saveSession)), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
    }
    const QByteArray bytes = fmt == QLatin1String("json") ? analysisToJson(a) : analysisToText(a).toUtf8();
    return writeOutput(parser.value(out), bytes) ? Ok : NothingImported;
}

int runAnalyze(const QStringList &arguments)
{
    return AnalyzeCommand::run(arguments);
}

} // namespace scalescope::cli

#include "app/cli/AnalyzeCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/import/SourceImporter.h"
#include "core/io/AnalysisFormat.h"

#include <QCommandLineParser>
#include <QCoreApplication>

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
    const QCommandLineOption round(QStringLiteral("round"), tr("Round X.Y when the path has none."), QStringLiteral("X.Y"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark"), tr("Benchmark to analyse (default: resnet when present)."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption scope(QStringLiteral("scope"),
                                   tr("Where references are chosen: round (same round, default), all (all rounds) or org "
                                      "(same round and submitter)."),
                                   QStringLiteral("SCOPE"), QStringLiteral("round"));
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of messages: en or ko."), QStringLiteral("LANG"));
    const QCommandLineOption k(QStringLiteral("k"), tr("Number of clusters, or auto for the best silhouette (default 5)."),
                               QStringLiteral("auto|N"), QStringLiteral("5"));
    const QCommandLineOption algorithm(QStringLiteral("algorithm"), tr("Clustering: kmeans (default) or ward."),
                                       QStringLiteral("NAME"), QStringLiteral("kmeans"));
    const QCommandLineOption weights(QStringLiteral("weights"),
                                     tr("Ranking weights, e.g. time=1,efficiency=1,per_accelerator_throughput=1,accelerators=1."),
                                     QStringLiteral("LIST"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("Seed of the k-means++ restarts (default 42)."), QStringLiteral("N"),
                                  QStringLiteral("42"));
    const QCommandLineOption keepDuplicates(
        QStringLiteral("keep-duplicates"),
        tr("Cluster byte-identical duplicate configurations too (by default they count once)."));
    const QCommandLineOption scalingOnly(QStringLiteral("scaling-only"), tr("Skip the three-phase method."));
    parser.addOptions({round, benchmark, scope, format, out, lang, k, algorithm, weights, seed, keepDuplicates, scalingOnly});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees to analyse."),
                                 QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        printError(tr("Unknown format '%1': use text or json.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    const auto referenceScope = scopeFromKey(parser.value(scope));
    if (!referenceScope) {
        printError(tr("Unknown scope '%1': use round, all or org.").arg(parser.value(scope)) + QLatin1Char('\n'));
        return Usage;
    }
    MethodOptions method;
    if (parser.value(k) == QLatin1String("auto")) {
        method.autoK = true;
    } else {
        bool ok = false;
        method.k = parser.value(k).toInt(&ok);
        if (!ok || method.k < 1 || method.k > 50) {
            printError(tr("--k takes auto or a number from 1 to 50, not '%1'.").arg(parser.value(k)) + QLatin1Char('\n'));
            return Usage;
        }
    }
    method.algorithm = parser.value(algorithm);
    if (method.algorithm != QLatin1String("kmeans") && method.algorithm != QLatin1String("ward")) {
        printError(tr("Unknown algorithm '%1': use kmeans or ward.").arg(method.algorithm) + QLatin1Char('\n'));
        return Usage;
    }
    QString badWeight;
    if (parser.isSet(weights) && !parseWeights(parser.value(weights), method.criteria, &badWeight)) {
        printError(
            tr("Cannot read the weight '%1': use name=number with time, efficiency, per_accelerator_throughput, accelerators.")
                .arg(badWeight) +
            QLatin1Char('\n'));
        return Usage;
    }
    bool seedOk = false;
    method.seed = parser.value(seed).toULongLong(&seedOk);
    if (!seedOk) {
        printError(tr("--seed takes a whole number.") + QLatin1Char('\n'));
        return Usage;
    }
    method.keepDuplicates = parser.isSet(keepDuplicates);
    if (parser.positionalArguments().isEmpty()) {
        printError(tr("No path given.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }

    ImportOptions options;
    options.round = parser.value(round);
    Dataset dataset = importSources(parser.positionalArguments(), options);
    if (dataset.isEmpty()) {
        printDiagnostics(dataset.diagnostics, true);
        printError(tr("Nothing was imported.") + QLatin1Char('\n'));
        return NothingImported;
    }
    AnalysisInput input;
    input.scope = *referenceScope;
    input.sources = dataset.sources;
    input.benchmark = parser.value(benchmark);
    if (input.benchmark.isEmpty()) {
        input.benchmark = defaultBenchmark(dataset.configurations);
        QStringList present;
        for (const Configuration &c : dataset.configurations)
            if (!present.contains(c.benchmark))
                present << c.benchmark;
        if (present.size() > 1)
            printError(tr("Several benchmarks are present (%1): analysing %2. Choose another with --benchmark.")
                           .arg(present.join(QLatin1String(", ")), input.benchmark) +
                       QLatin1Char('\n'));
    }
    for (const Configuration &c : std::as_const(dataset.configurations))
        if (c.benchmark == input.benchmark)
            input.configurations << c;
    if (input.configurations.isEmpty()) {
        printError(tr("No configuration of benchmark %1.").arg(input.benchmark) + QLatin1Char('\n'));
        return NothingImported;
    }
    const ScalingAnalysis analysis = analyseScaling(input.configurations, input.scope);
    std::optional<MethodResult> result;
    if (!parser.isSet(scalingOnly))
        result = runSelectionMethod(input.configurations, analysis, method);
    const MethodResult *m = result ? &*result : nullptr;
    const QByteArray bytes =
        fmt == QLatin1String("json") ? analysisToJson(input, analysis, m) : analysisToText(input, analysis, m).toUtf8();
    return writeOutput(parser.value(out), bytes) ? Ok : NothingImported;
}

int runAnalyze(const QStringList &arguments)
{
    return AnalyzeCommand::run(arguments);
}

} // namespace scalescope::cli

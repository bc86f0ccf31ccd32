// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/AnalysisInput.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/analysis/Ranking.h"
#include "core/import/SourceImporter.h"
#include "core/io/RegularFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace scalescope::cli {

class AnalysisInputText
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisInput)
};

AnalysisOptions::AnalysisOptions()
    : session(QStringLiteral("session"),
              AnalysisInputText::tr("Read the sources and settings from a ScaleScope session (options given beside it "
                                    "override its settings)."),
              QStringLiteral("FILE")),
      round(QStringLiteral("round"), AnalysisInputText::tr("Round X.Y when the path has none."), QStringLiteral("X.Y")),
      benchmark(QStringLiteral("benchmark"), AnalysisInputText::tr("Benchmark to analyse (default: resnet when present)."),
                QStringLiteral("NAME")),
      scope(QStringLiteral("scope"),
            AnalysisInputText::tr("Where references are chosen: round (same round, default), all (all rounds) or org "
                                  "(same round and submitter)."),
            QStringLiteral("SCOPE")),
      rules(rulesOption()),
      k(QStringLiteral("k"), AnalysisInputText::tr("Number of clusters, or auto for the best silhouette (default 5)."),
        QStringLiteral("auto|N")),
      algorithm(QStringLiteral("algorithm"), AnalysisInputText::tr("Clustering: kmeans (default) or ward."),
                QStringLiteral("NAME")),
      weights(QStringLiteral("weights"),
              AnalysisInputText::tr(
                  "Ranking weights, e.g. time=1,efficiency=1,per_accelerator_throughput=1,accelerators=1,energy=0."),
              QStringLiteral("LIST")),
      seed(QStringLiteral("seed"),
           AnalysisInputText::tr("Seed of the k-means++ restarts and of the stability draws (default 42)."), QStringLiteral("N")),
      keepDuplicates(QStringLiteral("keep-duplicates"),
                     AnalysisInputText::tr("Cluster byte-identical duplicate configurations too (by default they count once)."))
{
}

void AnalysisOptions::addTo(QCommandLineParser &parser, bool withMethod) const
{
    parser.addOptions({session, round, benchmark, scope, rules});
    if (withMethod)
        parser.addOptions({k, algorithm, weights, seed, keepDuplicates});
}

namespace {

// Applies the options the user gave (only those) over the settings; false after printing a usage error.
bool applyExplicitOptions(const QCommandLineParser &parser, const AnalysisOptions &o, analysis::AnalysisSettings &s)
{
    if (parser.isSet(o.benchmark))
        s.benchmark = parser.value(o.benchmark);
    if (parser.isSet(o.scope)) {
        const auto scope = analysis::scopeFromKey(parser.value(o.scope));
        if (!scope) {
            printError(AnalysisInputText::tr("Unknown scope '%1': use round, all or org.").arg(parser.value(o.scope)) +
                       QLatin1Char('\n'));
            return false;
        }
        s.scope = *scope;
    }
    const QStringList names = parser.optionNames();
    if (names.contains(QStringLiteral("k")) && parser.isSet(o.k)) {
        const QString value = parser.value(o.k);
        if (value == QLatin1String("auto")) {
            s.method.autoK = true;
        } else {
            bool ok = false;
            const int k = value.toInt(&ok);
            if (!ok || k < 1 || k > 50) {
                printError(AnalysisInputText::tr("--k takes auto or a number from 1 to 50, not '%1'.").arg(value) +
                           QLatin1Char('\n'));
                return false;
            }
            s.method.k = k;
            s.method.autoK = false;
        }
    }
    if (names.contains(QStringLiteral("algorithm")) && parser.isSet(o.algorithm)) {
        s.method.algorithm = parser.value(o.algorithm);
        if (s.method.algorithm != QLatin1String("kmeans") && s.method.algorithm != QLatin1String("ward")) {
            printError(AnalysisInputText::tr("Unknown algorithm '%1': use kmeans or ward.").arg(s.method.algorithm) +
                       QLatin1Char('\n'));
            return false;
        }
    }
    QString badWeight;
    if (names.contains(QStringLiteral("weights")) && parser.isSet(o.weights) &&
        !analysis::parseWeights(parser.value(o.weights), s.method.criteria, &badWeight)) {
        printError(AnalysisInputText::tr("Cannot read the weight '%1': use name=number with time, efficiency, "
                                         "per_accelerator_throughput, accelerators, energy.")
                       .arg(badWeight) +
                   QLatin1Char('\n'));
        return false;
    }
    if (names.contains(QStringLiteral("seed")) && parser.isSet(o.seed)) {
        bool ok = false;
        s.method.seed = parser.value(o.seed).toULongLong(&ok);
        if (!ok) {
            printError(AnalysisInputText::tr("--seed takes a whole number.") + QLatin1Char('\n'));
            return false;
        }
    }
    if (names.contains(QStringLiteral("keep-duplicates")) && parser.isSet(o.keepDuplicates))
        s.method.keepDuplicates = true;
    return true;
}

// An absolute, clean path (the embedded sample's ":/" path stays as it is), as sessions store it.
QString absolutePath(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? path : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

std::optional<int> loadAnalysisInput(const QCommandLineParser &parser, const AnalysisOptions &o, AnalysisInput &in,
                                     std::optional<bool> runMethod)
{
    QList<io::SessionSource> sources;
    if (parser.isSet(o.session)) {
        if (!parser.positionalArguments().isEmpty()) {
            printError(AnalysisInputText::tr("Give either paths or --session, not both.") + QLatin1Char('\n'));
            return Usage;
        }
        const QString file = parser.value(o.session);
        QString error;
        const auto bytes = io::readRegularFile(file, io::kMaxSessionBytes, &error);
        if (!bytes) {
            printError(AnalysisInputText::tr("Cannot read the session %1: %2").arg(QDir::toNativeSeparators(file), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
        in.session = io::sessionFromJson(*bytes, &error);
        if (!in.session) {
            printError(AnalysisInputText::tr("%1 cannot be opened: %2").arg(QDir::toNativeSeparators(file), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
        for (const io::SessionSource &s : in.session->sources)
            if (!s.path.startsWith(QLatin1Char(':')) && !QFileInfo::exists(s.path)) {
                printError(AnalysisInputText::tr("The session's source %1 is not there any more (moved or deleted): open the "
                                                 "session in ScaleScope to locate it, or give the data as paths.")
                               .arg(QDir::toNativeSeparators(s.path)) +
                           QLatin1Char('\n'));
                return NothingImported;
            }
        sources = in.session->sources;
        in.settings = in.session->settings;
    } else {
        if (parser.positionalArguments().isEmpty()) {
            printError(AnalysisInputText::tr("No path given.") + QLatin1Char('\n') + parser.helpText());
            return Usage;
        }
        for (const QString &p : parser.positionalArguments())
            sources << io::SessionSource{absolutePath(p), QString(), QString()};
    }
    if (!applyExplicitOptions(parser, o, in.settings))
        return Usage;
    if (runMethod)
        in.settings.runMethod = *runMethod;

    import::ImportOptions options;
    options.round = parser.value(o.round);
    const auto book = rulesFromOption(parser, o.rules);
    if (!book)
        return NothingImported;
    options.rules = *book;
    in.dataset = import::importSessionSources(sources, options, &in.opened);
    if (in.session) {
        for (int i = 0; i < in.opened.size() && i < sources.size(); ++i)
            if (!sources[i].fingerprint.isEmpty() && in.opened[i].fingerprint != sources[i].fingerprint) {
                printError(AnalysisInputText::tr("The session's source %1 has changed since the session was saved: its "
                                                 "results differ. Open the session in ScaleScope to use it as it is now.")
                               .arg(QDir::toNativeSeparators(sources[i].path)) +
                           QLatin1Char('\n'));
                return NothingImported;
            }
    }
    if (in.dataset.isEmpty()) {
        printDiagnostics(in.dataset.diagnostics, true);
        printError(AnalysisInputText::tr("Nothing was imported.") + QLatin1Char('\n'));
        return NothingImported;
    }
    if (in.settings.benchmark.isEmpty()) {
        QStringList present;
        for (const model::Configuration &c : in.dataset.configurations)
            if (!present.contains(c.benchmark))
                present << c.benchmark;
        if (present.size() > 1)
            printError(
                AnalysisInputText::tr("Several benchmarks are present (%1): analysing %2. Choose another with --benchmark.")
                    .arg(present.join(QLatin1String(", ")), analysis::defaultBenchmark(in.dataset.configurations)) +
                QLatin1Char('\n'));
    }
    in.analysis = analysis::analyseBenchmark(in.dataset, in.settings);
    if (!in.analysis || in.analysis->configurations.isEmpty()) {
        printDiagnostics(in.dataset.diagnostics, true);
        printError(AnalysisInputText::tr("No configuration of benchmark %1.")
                       .arg(in.analysis ? in.analysis->benchmark : in.settings.benchmark) +
                   QLatin1Char('\n'));
        return NothingImported;
    }
    return std::nullopt;
}

} // namespace scalescope::cli

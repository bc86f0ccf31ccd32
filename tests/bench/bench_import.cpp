// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Import speed: every round under the shared MLPerf folder, against reading the same bytes (warm
// cache) with `cat` to /dev/null and with read() into one reused buffer in this process (cat
// allocates a buffer per file, and where page faults are dear, as in some VMs, that alone can make
// it several times slower than reading), measured in the same run; and the same import with the
// rules interpreted only (no compiled shapes: core/rules/FastRule.h) and with no rules at all.
// Prints a small table.
#include "core/import/MlperfTreeImporter.h"
#include "core/rules/FastRule.h"
#include "core/rules/RuleBook.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace scalescope;

namespace {

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // --profile [N [THREADS]]: only the import, N times (20), on THREADS threads (1; 0: all), for
    // perf record, or for timing against another build with perf stat.
    const bool profile = argc > 1 && qstrcmp(argv[1], "--profile") == 0;
    const int profileReps = profile && argc > 2 ? std::atoi(argv[2]) : 20;
    const int profileThreads = profile && argc > 3 ? std::atoi(argv[3]) : 1;
    const QString root = !profile && argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(SCALESCOPE_MLPERF_DIR);
    const QStringList rounds = QDir(root).entryList({QStringLiteral("training_v*")}, QDir::Dirs, QDir::Name);
    if (rounds.isEmpty()) {
        std::fprintf(stderr, "no training_v* folders under %s\n", qPrintable(root));
        return 1;
    }
    QStringList files;
    qint64 bytes = 0;
    for (const QString &r : rounds) {
        QDirIterator it(root + QLatin1Char('/') + r, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            files << it.next();
            bytes += it.fileInfo().size();
        }
    }
    const int reps = 11;

    auto timeCat = [&]() {
        QElapsedTimer t;
        t.start();
        QProcess cat;
        cat.setStandardOutputFile(QProcess::nullDevice());
        cat.start(QStringLiteral("cat"), files);
        cat.waitForFinished(-1);
        return t.nsecsElapsed() / 1e9;
    };
    auto timeRead = [&]() {
        std::vector<char> buffer(1 << 20);
        QElapsedTimer t;
        t.start();
        qint64 total = 0;
        for (const QString &f : files) {
            const int fd = ::open(QFile::encodeName(f).constData(), O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                continue;
            ssize_t n = 0;
            while ((n = ::read(fd, buffer.data(), buffer.size())) > 0)
                total += n;
            ::close(fd);
        }
        if (total != bytes)
            std::fprintf(stderr, "read %lld bytes of %lld\n", static_cast<long long>(total), static_cast<long long>(bytes));
        return t.nsecsElapsed() / 1e9;
    };
    // The same import with no ruleset (every round then has none: the quality target alone), the
    // cost of the official rules measured beside the import that checks them.
    const auto noRules = std::make_shared<const rules::RuleBook>(rules::RuleSources{});
    auto timeImport = [&](int threads, bool withRules = true) {
        QElapsedTimer t;
        t.start();
        int configs = 0;
        for (const QString &r : rounds) {
            import::ImportOptions o;
            o.threads = threads;
            if (!withRules)
                o.rules = noRules;
            configs += static_cast<int>(
                import::MlperfTreeImporter::importPath(root + QLatin1Char('/') + r, o).dataset.configurations.size());
        }
        (void)configs;
        return t.nsecsElapsed() / 1e9;
    };

    if (profile) {
        double seconds = 0;
        for (int i = 0; i < profileReps; ++i)
            seconds += timeImport(profileThreads);
        std::printf("import, %d thread(s) (0: all): %.3f s per import of the %d rounds\n", profileThreads, seconds / profileReps,
                    static_cast<int>(rounds.size()));
        return 0;
    }
    timeCat(); // warm the cache
    timeImport(0);
    std::vector<double> cat, rd, imp1, impN, interpreted, bare;
    // The rows compared with earlier builds (tests/bench/import_vs_commit.sh) in the sequence those
    // builds ran them; the imports of the rows below, in between, left the heap and the caches
    // otherwise and cost the compared rows several per cent.
    for (int i = 0; i < reps; ++i) {
        cat.push_back(timeCat());
        rd.push_back(timeRead());
        imp1.push_back(timeImport(1));
        impN.push_back(timeImport(0));
    }
    for (int i = 0; i < reps; ++i) {
        rules::FastRule::setEnabled(false);
        interpreted.push_back(timeImport(1));
        rules::FastRule::setEnabled(true);
        bare.push_back(timeImport(1, false));
    }
    const double c = medianOf(cat), r = medianOf(rd), i1 = medianOf(imp1), iN = medianOf(impN);
    const double mb = bytes / 1e6;
    std::printf("files: %lld, %.1f MB, %d rounds, median of %d runs\n", static_cast<long long>(files.size()), mb,
                static_cast<int>(rounds.size()), reps);
    std::printf("%-28s %10s %12s %10s %10s %10s\n", "", "seconds", "files/s", "MB/s", "x cat", "x read");
    const auto row = [&](const char *what, double s) {
        std::printf("%-28s %10.3f %12.0f %10.0f %10.2f %10.2f\n", what, s, files.size() / s, mb / s, s / c, s / r);
    };
    row("cat > /dev/null (baseline)", c);
    row("read(), one buffer", r);
    row("import, 1 thread", i1);
    row("import, all threads", iN);
    row("  rules interpreted only", medianOf(interpreted));
    row("  no rules (1 thread)", medianOf(bare));
    std::printf("the official rules cost %.2fx the import without them (1 thread)\n", i1 / medianOf(bare));
    return 0;
}

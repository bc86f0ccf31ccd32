// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Peak memory of importing a large flat table, against the file's size (the goal: at most twice the
// file plus 100 MB). Writes the table itself, then imports it as a user's file would be:
//   ./build/tests/bench_csv_memory [MB] [rows|line|scored]
//   ./build/tests/bench_csv_memory --file PATH   (a file of your own: a dataset, a table)
// "rows": a summarizer table of short rows without scores (500 MB is about 23 million); "line": one
// 200 MB line; "scored": every row a configuration of its own with a score (what a user's table of
// distinct systems is: the configurations kept are what the memory holds).
// Prints the peak resident set of the import and its ratio to the file size.
#include "core/import/SourceImporter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

#include <sys/resource.h>

namespace {

double peakMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0; // kB on Linux
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool given = argc > 2 && qstrcmp(argv[1], "--file") == 0;
    const qint64 mb = argc > 1 && !given ? QByteArray(argv[1]).toLongLong() : 500;
    const QByteArray mode = given ? QByteArray("file") : argc > 2 ? QByteArray(argv[2]) : QByteArray("rows");
    QTemporaryDir dir;
    const QString path =
        given ? QString::fromLocal8Bit(argv[2]) : dir.filePath(QStringLiteral("training_results_v4.0_summary.csv"));
    if (!given) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write("submitter,system,accelerators_count,resnet\n");
        const qint64 target = mb << 20;
        if (mode == "line") {
            const QByteArray chunk(1 << 20, 'x');
            while (f.size() < target)
                f.write(chunk);
            f.write("\n");
        } else if (mode == "scored") {
            QByteArray block;
            for (qint64 i = 0; f.size() < target; ++i) {
                block += "Org,Sys" + QByteArray::number(i) + ",8," + QByteArray::number(10 + i % 50) + "\n";
                if (block.size() > (1 << 20)) {
                    f.write(block);
                    block.clear();
                }
            }
            f.write(block);
        } else {
            QByteArray block;
            for (int i = 0; i < 10000; ++i)
                block += "Org,Sys" + QByteArray::number(i % 1000) + ",8,\n"; // no score: nothing to keep
            while (f.size() < target)
                f.write(block);
            f.write("Org,Real,8,12.5\n");
        }
    }
    const double fileMb = double(QFile(path).size()) / (1 << 20);
    const double before = peakMb();
    QElapsedTimer timer;
    timer.start();
    const scalescope::model::Dataset ds = scalescope::import::importSource(path).dataset;
    const double seconds = timer.elapsed() / 1000.0;
    const double peak = peakMb();
    std::printf("%s table: %.0f MB, %lld configurations, %zu diagnostics, %.1f s\n", mode.constData(), fileMb,
                static_cast<long long>(ds.configurations.size()), static_cast<size_t>(ds.diagnostics.size()), seconds);
    std::printf("peak resident %.0f MB (%.0f MB before the import) = %.2f x file size; goal <= 2 x + 100 MB = %.0f MB: %s\n",
                peak, before, peak / fileMb, 2 * fileMb + 100, peak <= 2 * fileMb + 100 ? "met" : "NOT met");
    return peak <= 2 * fileMb + 100 ? 0 : 3;
}

// Import speed: every round under the shared MLPerf folder, against reading the same bytes with
// `cat` to /dev/null (warm cache), measured in the same run. Prints a small table.
#include "core/import/MlperfTreeImporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>
#include <cstdio>
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
    const QString root = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(SCALESCOPE_MLPERF_DIR);
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
    const int reps = 7;

    auto timeCat = [&]() {
        QElapsedTimer t;
        t.start();
        QProcess cat;
        cat.setStandardOutputFile(QProcess::nullDevice());
        cat.start(QStringLiteral("cat"), files);
        cat.waitForFinished(-1);
        return t.nsecsElapsed() / 1e9;
    };
    auto timeImport = [&](int threads) {
        QElapsedTimer t;
        t.start();
        int configs = 0;
        for (const QString &r : rounds) {
            ImportOptions o;
            o.threads = threads;
            configs +=
                static_cast<int>(MlperfTreeImporter::importPath(root + QLatin1Char('/') + r, o).dataset.configurations.size());
        }
        (void)configs;
        return t.nsecsElapsed() / 1e9;
    };

    timeCat(); // warm the cache
    timeImport(0);
    std::vector<double> cat, imp1, impN;
    for (int i = 0; i < reps; ++i) {
        cat.push_back(timeCat());
        imp1.push_back(timeImport(1));
        impN.push_back(timeImport(0));
    }
    const double c = medianOf(cat), i1 = medianOf(imp1), iN = medianOf(impN);
    const double mb = bytes / 1e6;
    std::printf("files: %lld, %.1f MB, %d rounds, median of %d runs\n", static_cast<long long>(files.size()), mb,
                static_cast<int>(rounds.size()), reps);
    std::printf("%-28s %10s %12s %10s %12s\n", "", "seconds", "files/s", "MB/s", "x cat");
    std::printf("%-28s %10.3f %12.0f %10.0f %12.2f\n", "cat > /dev/null (baseline)", c, files.size() / c, mb / c, 1.0);
    std::printf("%-28s %10.3f %12.0f %10.0f %12.2f\n", "import, 1 thread", i1, files.size() / i1, mb / i1, i1 / c);
    std::printf("%-28s %10.3f %12.0f %10.0f %12.2f\n", "import, all threads", iN, files.size() / iN, mb / iN, iN / c);
    return 0;
}

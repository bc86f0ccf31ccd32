// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How quickly scalescope-probe stops after SIGTERM: time from the signal to the process exit,
// measured over several runs, beside the time a trivial process (true) takes to start and exit
// in the same run as a baseline. Usage: ./build/tests/bench_probe_stop [runs]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 7;
    const QString probe = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe");
    std::vector<double> stop, baseline;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        QProcess::execute(QStringLiteral("true"), {});
        baseline.push_back(t.nsecsElapsed() / 1e6);

        QProcess p;
        p.start(probe, {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                        QStringLiteral("--suite"), QStringLiteral("train-step")});
        p.waitForStarted();
        QByteArray seen;
        while (!seen.contains("\"event\":\"progress\""))
            if (p.waitForReadyRead(5000))
                seen += p.readAllStandardOutput();
        QThread::msleep(300 + 97 * i); // land at different points of a measurement
        t.restart();
        p.terminate();
        p.waitForFinished(60000);
        stop.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(stop.begin(), stop.end());
    std::sort(baseline.begin(), baseline.end());
    std::printf("runs: %d\n", runs);
    std::printf("%-40s %10s %10s %10s\n", "", "median ms", "min ms", "max ms");
    std::printf("%-40s %10.1f %10.1f %10.1f\n", "start+exit of `true` (baseline)", baseline[runs / 2], baseline.front(),
                baseline.back());
    std::printf("%-40s %10.1f %10.1f %10.1f\n", "SIGTERM -> probe exit (train-step)", stop[runs / 2], stop.front(), stop.back());
    std::printf("ratio of medians: %.1f x\n", stop[runs / 2] / baseline[runs / 2]);
    return 0;
}

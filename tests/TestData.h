// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the tests find the shared MLPerf results. Absent data skips a test, except under CI
// (CI=true), where it is a failure.
#include <QDir>
#include <QString>
#include <QTest>

namespace scalescope::test {

inline QString mlperfDir()
{
    const QString env = qEnvironmentVariable("SCALESCOPE_MLPERF_DIR");
    return QDir::cleanPath(env.isEmpty() ? QStringLiteral(SCALESCOPE_MLPERF_DIR) : env);
}

inline bool runningUnderCi()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

} // namespace scalescope::test

// Use at the start of a test function that needs ../shared/mlperf.
#define SCALESCOPE_REQUIRE_MLPERF()                                                                                              \
    do {                                                                                                                         \
        if (!QDir(scalescope::test::mlperfDir()).exists(QStringLiteral("training_v1.0"))) {                                      \
            if (scalescope::test::runningUnderCi())                                                                              \
                QFAIL(qPrintable(QStringLiteral("CI=true but the shared MLPerf data is missing at ") +                           \
                                 scalescope::test::mlperfDir()));                                                                \
            QSKIP("the shared MLPerf data (../shared/mlperf) is not here");                                                      \
        }                                                                                                                        \
    } while (false)

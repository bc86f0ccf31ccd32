// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-rules-convert: reads the rule files of an mlperf_logging checkout (the official MLCommons
// logging tool) and writes ScaleScope's rule table, after checking that every piece of their code is
// in the Python subset ScaleScope evaluates.
//
//   scalescope-rules-convert MLPERF_LOGGING_DIR OUT.json
#include "core/rules/RuleBook.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

#include <cstdio>
#include <exception>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: scalescope-rules-convert MLPERF_LOGGING_DIR OUT.json\n");
        return 2;
    }
    try {
        const scalescope::rules::RuleSources sources = scalescope::rules::readOfficialCheckout(args[1]);
        const scalescope::rules::RuleBook book(sources); // refuses code outside the subset
        QSaveFile out(args[2]);
        if (!out.open(QIODevice::WriteOnly) || out.write(scalescope::rules::ruleTableJson(sources)) < 0 || !out.commit()) {
            std::fprintf(stderr, "scalescope-rules-convert: cannot write %s: %s\n", qPrintable(args[2]),
                         qPrintable(out.errorString()));
            return 1;
        }
        std::fprintf(stderr, "scalescope-rules-convert: %zu rule files in %zu rulesets (tool %s) -> %s\n", sources.files.size(),
                     book.rulesets().size(), sources.toolVersion.c_str(), qPrintable(args[2]));
        return 0;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "scalescope-rules-convert: %s\n", e.what());
        return 1;
    }
}

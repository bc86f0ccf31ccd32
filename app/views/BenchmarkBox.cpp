#include "app/views/BenchmarkBox.h"

#include "core/io/AnalysisFormat.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace scalescope {

QString fillBenchmarkBox(QComboBox *box, const QList<Configuration> &configurations)
{
    QStringList benchmarks;
    for (const Configuration &c : configurations)
        if (!benchmarks.contains(c.benchmark))
            benchmarks << c.benchmark;
    benchmarks.sort();
    QString current = box->currentText();
    if (!benchmarks.contains(current))
        current = defaultBenchmark(configurations);
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(benchmarks);
    box->setCurrentText(current);
    return current;
}

} // namespace scalescope

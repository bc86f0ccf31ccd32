#pragma once
// Holds the three-phase method's current state for the views: the dataset's benchmark, the
// options (k, algorithm, variables the user forced in or out, weights), and the latest result.
// Clustering runs off the GUI thread (MethodRunner); new weights only re-rank, at once.
#include "app/state/MethodRunner.h"
#include "core/model/Dataset.h"

#include <QObject>

#include <memory>

namespace scalescope {

class MethodController : public QObject
{
    Q_OBJECT
public:
    explicit MethodController(QObject *parent = nullptr);

    void setDataset(const Dataset &dataset);
    QStringList benchmarks() const;
    QString benchmark() const { return m_benchmark; }
    void setBenchmark(const QString &benchmark);
    const MethodOptions &options() const { return m_options; }
    void setK(int k); // 0 = auto
    void setAlgorithm(const QString &algorithm);
    void setVariableSelected(const QString &name, bool selected);
    void setWeights(const QList<double> &weights); // in defaultCriteria() order; re-ranks at once
    std::shared_ptr<const MethodRun> current() const { return m_current; }
    MethodRunner *runner() const { return m_runner; }

signals:
    void resultChanged(std::shared_ptr<const scalescope::MethodRun> run);
    void running();

private:
    void rerun();
    QList<Configuration> m_all;
    QString m_benchmark;
    MethodOptions m_options;
    MethodRunner *m_runner;
    std::shared_ptr<const MethodRun> m_current;
};

} // namespace scalescope

#pragma once
// Runs the three-phase method for one benchmark off the GUI thread. Each run gets an id; only
// the newest run's result is delivered (stale runs are dropped).
#include "core/analysis/ScalingAnalysis.h"
#include "core/analysis/SelectionMethod.h"

#include <QObject>

#include <memory>

namespace scalescope {

struct MethodRun
{
    QList<Configuration> configurations; // of one benchmark
    ScalingAnalysis scaling;
    MethodOptions options;
    MethodResult result;
};

class MethodRunner : public QObject
{
    Q_OBJECT
public:
    explicit MethodRunner(QObject *parent = nullptr);
    ~MethodRunner() override;
    int start(const QList<Configuration> &configurations, const MethodOptions &options);
    bool isRunning() const { return m_running; }
    void waitForIdle(); // for tests and shutdown

signals:
    void finished(int id, std::shared_ptr<const scalescope::MethodRun> run);

private:
    int m_next = 1;
    int m_current = 0;
    bool m_running = false;
    QList<QThread *> m_threads;
};

} // namespace scalescope

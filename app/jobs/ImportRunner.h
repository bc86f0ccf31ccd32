#pragma once
// Runs imports off the GUI thread. Each start gets a new id; a newer import supersedes an older
// one (its result is dropped), and cancel() stops the running one. Results arrive as signals on
// the GUI thread.
#include "core/model/Dataset.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace scalescope {

class ImportRunner : public QObject
{
    Q_OBJECT
public:
    explicit ImportRunner(QObject *parent = nullptr);
    ~ImportRunner() override;

    // Starts importing `paths` (round overrides the path's, when given). Returns the job id.
    int start(const QStringList &paths, const QString &round = {});
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(int done, int total);
    void finished(int jobId, const scalescope::Dataset &dataset); // only for the latest job
    void cancelled(int jobId);

private:
    struct Job;
    int m_nextId = 1;
    int m_currentId = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QThread *> m_threads;
};

} // namespace scalescope

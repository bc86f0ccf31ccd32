// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs long work (an import, an analysis, a report's preparation) off the GUI thread. Every start
// gets a new id; a newer start supersedes the running job (it is asked to stop, and its result is
// dropped); cancel() stops the running one. Results and progress arrive on the GUI thread, only
// for the latest job.
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace scalescope::jobs {

class JobRunner : public QObject
{
    Q_OBJECT
public:
    // What the work sees: whether it should stop, and a way to report progress (any thread).
    struct Context
    {
        const std::atomic<bool> *cancel = nullptr;
        std::function<void(int done, int total)> progress;
        bool cancelled() const { return cancel && cancel->load(); }
    };

    explicit JobRunner(QObject *parent = nullptr);
    ~JobRunner() override; // asks the running job to stop and waits for it

    // Runs `work` on a thread of its own; `done` gets its result on the GUI thread unless the job
    // was superseded or cancelled (then `cancelled` runs, when given). Returns the job's id.
    template <typename Result>
    int start(std::function<Result(const Context &)> work, std::function<void(Result)> done, std::function<void()> cancelled = {})
    {
        return startJob([work = std::move(work), done = std::move(done), cancelled](const Context &context) {
            auto result = std::make_shared<Result>(work(context));
            return Delivery{[done, result]() { done(std::move(*result)); }, cancelled};
        });
    }

    void cancel();
    bool isRunning() const { return m_running; }
    int currentId() const { return m_currentId; }
    void waitForIdle(); // for tests and shutdown: returns once no thread of this runner runs

signals:
    void progress(int jobId, int done, int total);
    void runningChanged(bool running);

private:
    struct Delivery
    {
        std::function<void()> done;
        std::function<void()> cancelled;
    };
    int startJob(std::function<Delivery(const Context &)> work);
    void finishJob(int id, bool wasCancelled, const Delivery &delivery);

    int m_nextId = 1;
    int m_currentId = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QThread *> m_threads;
};

} // namespace scalescope::jobs

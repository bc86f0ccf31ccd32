// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jobs/JobRunner.h"

#include <QPointer>
#include <QThread>

namespace scalescope::jobs {

JobRunner::JobRunner(QObject *parent) : QObject(parent) {}

JobRunner::~JobRunner()
{
    if (m_cancel)
        m_cancel->store(true);
    for (QThread *t : std::as_const(m_threads)) {
        t->wait();
        delete t;
    }
}

int JobRunner::startJob(std::function<Delivery(const Context &)> work)
{
    if (m_cancel)
        m_cancel->store(true); // the older job stops early; its result would be dropped anyway
    const int id = m_nextId++;
    m_currentId = id;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    const bool wasRunning = m_running;
    m_running = true;
    QPointer<JobRunner> self(this);
    QThread *thread = QThread::create([self, id, cancel, work = std::move(work)]() {
        Context context;
        context.cancel = cancel.get();
        context.progress = [self, id](int done, int total) {
            QMetaObject::invokeMethod(
                self,
                [self, id, done, total]() {
                    if (self && self->m_currentId == id)
                        emit self->progress(id, done, total);
                },
                Qt::QueuedConnection);
        };
        const Delivery delivery = work(context);
        const bool wasCancelled = cancel->load();
        QMetaObject::invokeMethod(
            self,
            [self, id, wasCancelled, delivery]() {
                if (self)
                    self->finishJob(id, wasCancelled, delivery);
            },
            Qt::QueuedConnection);
    });
    m_threads << thread;
    connect(thread, &QThread::finished, this, [this, thread]() {
        m_threads.removeOne(thread);
        thread->deleteLater();
    });
    thread->start();
    if (!wasRunning)
        emit runningChanged(true);
    return id;
}

void JobRunner::finishJob(int id, bool wasCancelled, const Delivery &delivery)
{
    if (id != m_currentId)
        return; // superseded: drop the stale result
    m_running = false;
    m_cancel.reset();
    emit runningChanged(false);
    if (wasCancelled) {
        if (delivery.cancelled)
            delivery.cancelled();
    } else if (delivery.done) {
        delivery.done();
    }
}

void JobRunner::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void JobRunner::waitForIdle()
{
    for (QThread *t : std::as_const(m_threads))
        t->wait();
}

} // namespace scalescope::jobs

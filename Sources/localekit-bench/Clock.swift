import Foundation

/// The two clocks a measure reads.
enum Clock {
    /// CPU time of the calling thread, in seconds: what the work cost, whatever else the machine runs.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Monotonic wall-clock time, in seconds.
    static func wallTime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}

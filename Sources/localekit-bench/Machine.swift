import Foundation

/// What the report says about the machine it ran on.
enum Machine {
    static var summary: String {
        let info = ProcessInfo.processInfo
        let memory = Double(info.physicalMemory) / 1_073_741_824
        var load = [Double](repeating: 0, count: 3)
        let loadText = getloadavg(&load, 3) == 3 ? String(format: "%.2f %.2f %.2f", load[0], load[1], load[2]) : "?"
        return "\(info.activeProcessorCount) cores, \(String(format: "%.1f", memory)) GiB memory, "
            + "load average \(loadText), \(info.operatingSystemVersionString)"
    }

    /// The 1-minute load average.
    static var load: Double {
        var load = [Double](repeating: 0, count: 1)
        return getloadavg(&load, 1) == 1 ? load[0] : 0
    }
}

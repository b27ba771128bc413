extension ChannelSprings {
    /// These springs with every spring of `channels` (all channels when `nil`) shortened to `duration`.
    package func shortened(to duration: Double, for channels: [AnimationChannel]?) -> ChannelSprings {
        var copy = self
        if let channels {
            for channel in channels { copy.overrides[channel] = self[channel].shortened(to: duration) }
        } else {
            copy.default = self.default.shortened(to: duration)
            for (channel, spring) in overrides { copy.overrides[channel] = spring.shortened(to: duration) }
        }
        return copy
    }
}

import SpringTransitions

extension CodingUserInfoKey {
    /// The ``PluginRegistry`` a plugin factory should use for the plugins it nests (such as the
    /// `per-kind` provider's `cells`, `supplementary` and `decoration` providers). Scenario runs
    /// set it in the user info of every parameters decoder; factories fall back to
    /// ``PluginRegistry/standard`` without it.
    public static let pluginRegistry = CodingUserInfoKey(rawValue: "SpringTransitions.PluginRegistry")!
}

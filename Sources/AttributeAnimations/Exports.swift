@_exported import CollectionLayout
@_exported import SpringDynamics
@_exported import TransitionCore

@_exported import CollectionLayout
@_exported import ItemExchange
@_exported import ScrollDynamics
@_exported import SpringDynamics
@_exported import TransitionCore
@_exported import AttributeAnimations

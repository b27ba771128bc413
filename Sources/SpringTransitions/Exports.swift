@_exported import CollectionLayout
@_exported import ItemExchange
@_exported import ScrollPhysics
@_exported import SpringDynamics

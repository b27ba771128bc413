@_exported import CollectionLayout
@_exported import SpringDynamics
